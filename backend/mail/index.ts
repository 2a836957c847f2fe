export { MemoryMailbox, createMailbox, createMailHandler } from './mailbox';
