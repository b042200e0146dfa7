/**
 * Headers the app's own server (server.mjs) writes on every request from its socket, replacing whatever a
 * visitor sent under these names: the peer's address (the form rate limit's key without a trusted proxy in
 * front) and the protocol of the connection.
 */
export const SOCKET_ADDRESS_HEADER = 'x-socket-address';
export const SOCKET_PROTOCOL_HEADER = 'x-socket-protocol';
