/** The Web Storage item holding a member's session (local or session storage, per `authStorage`). */
export const SESSION_STORAGE_KEY = 'auth';
