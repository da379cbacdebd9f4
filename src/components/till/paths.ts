/** Where the till screen is in the default route table (the dashboard's reminders link to it). */
export const TILL_PATH = '/till';
