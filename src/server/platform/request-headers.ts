/** Headers the Node server sets on every request before Next sees it (client values are overwritten). */
export const REQUEST_ID_HEADER = 'x-webbox-request-id';
/** The client address from the socket (or the trusted proxy's X-Forwarded-For), for rate limits. */
export const CLIENT_IP_HEADER = 'x-webbox-client-ip';
