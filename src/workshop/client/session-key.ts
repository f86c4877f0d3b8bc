/** Where a joined learner's workshop session is kept (localStorage); its presence means "joined". */
export const SESSION_KEY = 'oplab.workshop.session';
