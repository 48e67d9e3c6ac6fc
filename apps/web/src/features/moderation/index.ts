/** The moderation feature's public face (issue 34): the console of platform moderators. */
export { ModerationScreen } from './components/moderation-screen';
