/** The collaboration contract shared by collab-server and the web app's collab layer (no Yjs here). */
export * from './protocol.js';
export * from './seed-plan.js';
export * from './presence.js';
