/** Realtime channel names and event payloads, shared by the server and the web app. */
export * from './channels';
export * from './events';
