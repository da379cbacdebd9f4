/** Where the till screen is in the default route table (the header's card icon and the dashboard link to it). */
export const TILL_PATH = '/till';
