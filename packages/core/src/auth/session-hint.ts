/**
 * A cookie scripts may read, set and cleared by the server beside the customer's HttpOnly session cookie: present
 * while the browser holds a customer session, so the app asks for the profile only then and a guest's page makes no
 * request that answers 401. It grants nothing; the server decides who is signed in.
 */
export const CUSTOMER_SESSION_HINT_COOKIE = 'wd_customer_signed_in';
