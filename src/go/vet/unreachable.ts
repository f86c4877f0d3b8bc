// passes/unreachable (golang.org/x/tools/go/analysis/passes/unreachable/unreachable.go): a statement
// that follows a return, panic, break, continue, goto, fallthrough, an infinite for loop or a
// terminating if/switch/select is `unreachable code`. The check is syntactic, per function body.
import type { BlockStmt, FuncDecl, FuncLit, Stmt } from '../syntax/ast.ts';
import { inspect } from '../syntax/walk.ts';
import type { Analyzer } from './pass.ts';

export const unreachable: Analyzer = (pass, report) => {
  for (const file of pass.files) {
    inspect(file, (n) => {
      if (n.kind !== 'FuncDecl' && n.kind !== 'FuncLit') return true;
      const body = (n as FuncDecl | FuncLit).body;
      if (!body) return true;
      const hasBreak = new Set<Stmt>();
      const hasGoto = new Set<string>();
      const labels = new Map<string, Stmt>();
      let breakTarget: Stmt | undefined;
      let reachable = true;

      const findLabels = (stmt: Stmt): void => {
        switch (stmt.kind) {
          case 'BlockStmt':
            for (const s of stmt.list) findLabels(s);
            break;
          case 'BranchStmt':
            if (stmt.tok === 'goto') {
              if (stmt.label) hasGoto.add(stmt.label.name);
            } else if (stmt.tok === 'break') {
              const target = stmt.label ? labels.get(stmt.label.name) : breakTarget;
              if (target) hasBreak.add(target);
            }
            break;
          case 'IfStmt':
            findLabels(stmt.body);
            if (stmt.else) findLabels(stmt.else);
            break;
          case 'LabeledStmt':
            labels.set(stmt.label.name, stmt.stmt);
            findLabels(stmt.stmt);
            break;
          case 'ForStmt':
          case 'RangeStmt':
          case 'SelectStmt':
          case 'SwitchStmt':
          case 'TypeSwitchStmt': {
            const outer = breakTarget;
            breakTarget = stmt;
            findLabels(stmt.body);
            breakTarget = outer;
            break;
          }
          case 'CommClause':
          case 'CaseClause':
            for (const s of stmt.body) findLabels(s);
            break;
        }
      };

      const clauses = (b: BlockStmt, hasDefault: { v: boolean }): boolean => {
        let anyReachable = false;
        for (const c of b.list) {
          if (c.kind === 'CaseClause' && c.list.length === 0) hasDefault.v = true;
          reachable = true;
          if (c.kind === 'CaseClause' || c.kind === 'CommClause') for (const s of c.body) findDead(s);
          anyReachable = anyReachable || reachable;
        }
        return anyReachable;
      };

      const findDead = (stmt: Stmt): void => {
        // A label that some goto names is taken as reachable (the goto itself is not checked).
        if (stmt.kind === 'LabeledStmt' && hasGoto.has(stmt.label.name)) reachable = true;
        if (!reachable && stmt.kind !== 'EmptyStmt') {
          report(file, stmt.pos, 'unreachable code');
          reachable = true; // silence the statements after it
        }
        switch (stmt.kind) {
          case 'BlockStmt':
            for (const s of stmt.list) findDead(s);
            break;
          case 'BranchStmt':
            reachable = false;
            break;
          case 'ExprStmt': {
            const call = stmt.x;
            if (call.kind === 'CallExpr' && call.fun.kind === 'Ident' && call.fun.name === 'panic') {
              // go/ast's name.Obj == nil: panic is not declared in this file.
              const o = pass.info.uses.get(call.fun);
              if (!o || o.kind === 'builtin') reachable = false;
            }
            break;
          }
          case 'ForStmt':
            findDead(stmt.body);
            reachable = stmt.cond !== undefined || hasBreak.has(stmt);
            break;
          case 'IfStmt':
            findDead(stmt.body);
            if (stmt.else) {
              const r = reachable;
              reachable = true;
              findDead(stmt.else);
              reachable = reachable || r;
            } else reachable = true;
            break;
          case 'LabeledStmt':
            findDead(stmt.stmt);
            break;
          case 'RangeStmt':
            findDead(stmt.body);
            reachable = true;
            break;
          case 'ReturnStmt':
            reachable = false;
            break;
          case 'SelectStmt': {
            // A select without default blocks until a case runs: no default needed here.
            const any = clauses(stmt.body, { v: false });
            reachable = any || hasBreak.has(stmt);
            break;
          }
          case 'SwitchStmt':
          case 'TypeSwitchStmt': {
            const hasDefault = { v: false };
            const any = clauses(stmt.body, hasDefault);
            reachable = any || hasBreak.has(stmt) || !hasDefault.v;
            break;
          }
        }
      };

      findLabels(body);
      reachable = true;
      findDead(body);
      return true;
    });
  }
};
