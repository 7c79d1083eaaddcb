// What sends a verification code (spec/chat-widget.md §6 Phone verification): the local outbox
// or an SMS provider, chosen in sms.ts.
export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}
