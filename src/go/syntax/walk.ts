// Tree traversal in go/ast.Walk's order (go/ast/walk.go): children are visited in source order; doc and
// line comments are visited where go/ast visits them.
import type { Node } from './ast.ts';

/** go/ast.Visitor: `visit` returns the visitor for the node's children, or undefined to skip them. */
export interface Visitor {
  visit(node: Node): Visitor | undefined;
  /** Called after all children of a node visited with a non-undefined result (go/ast's w.Visit(nil)). */
  leave?(node: Node): void;
}

/** Calls cb for every direct child of n, in go/ast.Walk's order. */
export function forEachChild(n: Node, cb: (child: Node) => void): void {
  const opt = (c: Node | undefined): void => {
    if (c !== undefined) cb(c);
  };
  const all = (cs: readonly Node[]): void => {
    for (const c of cs) cb(c);
  };
  switch (n.kind) {
    case 'Comment':
    case 'BadExpr':
    case 'Ident':
    case 'BasicLit':
    case 'BadStmt':
    case 'EmptyStmt':
    case 'BadDecl':
      return;
    case 'CommentGroup':
      all(n.list);
      return;
    case 'Field':
      opt(n.doc);
      all(n.names);
      cb(n.type);
      opt(n.tag);
      opt(n.comment);
      return;
    case 'FieldList':
      all(n.list);
      return;
    case 'Ellipsis':
      opt(n.elt);
      return;
    case 'FuncLit':
      cb(n.type);
      cb(n.body);
      return;
    case 'CompositeLit':
      opt(n.type);
      all(n.elts);
      return;
    case 'ParenExpr':
      cb(n.x);
      return;
    case 'SelectorExpr':
      cb(n.x);
      cb(n.sel);
      return;
    case 'IndexExpr':
      cb(n.x);
      cb(n.index);
      return;
    case 'IndexListExpr':
      cb(n.x);
      all(n.indices);
      return;
    case 'SliceExpr':
      cb(n.x);
      opt(n.low);
      opt(n.high);
      opt(n.max);
      return;
    case 'TypeAssertExpr':
      cb(n.x);
      opt(n.type);
      return;
    case 'CallExpr':
      cb(n.fun);
      all(n.args);
      return;
    case 'StarExpr':
    case 'UnaryExpr':
      cb(n.x);
      return;
    case 'BinaryExpr':
      cb(n.x);
      cb(n.y);
      return;
    case 'KeyValueExpr':
      cb(n.key);
      cb(n.value);
      return;
    case 'ArrayType':
      opt(n.len);
      cb(n.elt);
      return;
    case 'StructType':
      cb(n.fields);
      return;
    case 'FuncType':
      opt(n.typeParams);
      cb(n.params);
      opt(n.results);
      return;
    case 'InterfaceType':
      cb(n.methods);
      return;
    case 'MapType':
      cb(n.key);
      cb(n.value);
      return;
    case 'ChanType':
      cb(n.value);
      return;
    case 'DeclStmt':
      cb(n.decl);
      return;
    case 'LabeledStmt':
      cb(n.label);
      cb(n.stmt);
      return;
    case 'ExprStmt':
      cb(n.x);
      return;
    case 'SendStmt':
      cb(n.chan);
      cb(n.value);
      return;
    case 'IncDecStmt':
      cb(n.x);
      return;
    case 'AssignStmt':
      all(n.lhs);
      all(n.rhs);
      return;
    case 'GoStmt':
    case 'DeferStmt':
      cb(n.call);
      return;
    case 'ReturnStmt':
      all(n.results);
      return;
    case 'BranchStmt':
      opt(n.label);
      return;
    case 'BlockStmt':
      all(n.list);
      return;
    case 'IfStmt':
      opt(n.init);
      cb(n.cond);
      cb(n.body);
      opt(n.else);
      return;
    case 'CaseClause':
      all(n.list);
      all(n.body);
      return;
    case 'SwitchStmt':
      opt(n.init);
      opt(n.tag);
      cb(n.body);
      return;
    case 'TypeSwitchStmt':
      opt(n.init);
      cb(n.assign);
      cb(n.body);
      return;
    case 'CommClause':
      opt(n.comm);
      all(n.body);
      return;
    case 'SelectStmt':
      cb(n.body);
      return;
    case 'ForStmt':
      opt(n.init);
      opt(n.cond);
      opt(n.post);
      cb(n.body);
      return;
    case 'RangeStmt':
      opt(n.key);
      opt(n.value);
      cb(n.x);
      cb(n.body);
      return;
    case 'ImportSpec':
      opt(n.doc);
      opt(n.name);
      cb(n.path);
      opt(n.comment);
      return;
    case 'ValueSpec':
      opt(n.doc);
      all(n.names);
      opt(n.type);
      all(n.values);
      opt(n.comment);
      return;
    case 'TypeSpec':
      opt(n.doc);
      cb(n.name);
      opt(n.typeParams);
      cb(n.type);
      opt(n.comment);
      return;
    case 'GenDecl':
      opt(n.doc);
      all(n.specs);
      return;
    case 'FuncDecl':
      opt(n.doc);
      opt(n.recv);
      cb(n.name);
      cb(n.type);
      opt(n.body);
      return;
    case 'File':
      opt(n.doc);
      cb(n.name);
      all(n.decls);
      // go/ast.Walk does not visit File.comments (they are reachable through doc/comment fields)
      return;
  }
}

// Both walks keep their own stack (an else-if chain or a long sum is as deep as it is long).

/** go/ast.Walk: depth-first traversal driven by a Visitor. */
export function walk(v: Visitor, node: Node): void {
  // Entries: a node to visit with a visitor, or (leave set) a node whose children are done.
  const stack: { node: Node; v: Visitor; leave: boolean }[] = [{ node, v, leave: false }];
  const kids: Node[] = [];
  while (stack.length > 0) {
    const top = stack.pop()!;
    if (top.leave) {
      top.v.leave?.(top.node);
      continue;
    }
    const w = top.v.visit(top.node);
    if (w === undefined) continue;
    stack.push({ node: top.node, v: w, leave: true });
    kids.length = 0;
    forEachChild(top.node, (c) => kids.push(c));
    for (let i = kids.length - 1; i >= 0; i--) stack.push({ node: kids[i], v: w, leave: false });
  }
}

/**
 * go/ast.Inspect: calls pre(node) for each node in depth-first order; if it returns false the node's
 * children are skipped. post, if given, is called after a node's children.
 */
export function inspect(node: Node, pre: (n: Node) => boolean, post?: (n: Node) => void): void {
  // Entries: a node to visit, or (after) a node whose children are done.
  const stack: { node: Node; after: boolean }[] = [{ node, after: false }];
  const kids: Node[] = [];
  while (stack.length > 0) {
    const top = stack.pop()!;
    if (top.after) {
      post?.(top.node);
      continue;
    }
    if (!pre(top.node)) continue;
    if (post) stack.push({ node: top.node, after: true });
    kids.length = 0;
    forEachChild(top.node, (c) => kids.push(c));
    for (let i = kids.length - 1; i >= 0; i--) stack.push({ node: kids[i], after: false });
  }
}
