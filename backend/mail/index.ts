export { createMailbox, createMailHandler } from './mailbox';
