/** Headers the Node server sets on every request before Next sees it (client values are overwritten). */
export const REQUEST_ID_HEADER = 'x-webbox-request-id';
/** The client address (`clientAddress`: the right-most untrusted hop), for rate limits. */
export const CLIENT_IP_HEADER = 'x-webbox-client-ip';
/** The scheme the client used (`clientProtocol`), for tenant URLs behind a TLS-terminating proxy. */
export const CLIENT_PROTO_HEADER = 'x-webbox-client-proto';
