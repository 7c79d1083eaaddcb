import { ROUTE_TITLES } from '../../index';
import { createFileRoute } from '@tanstack/react-router';

import { ChatPage } from '../chat/chat-page';
import { chatPageHead } from '../chat/chat-pages';

// spec/chat-widget.md §2: the chat page's test twin, the same page on another path.
export const Route = createFileRoute('/daeryuntalk-test')({
  head: () => chatPageHead(ROUTE_TITLES['/daeryuntalk-test']),
  component: () => <ChatPage title={ROUTE_TITLES['/daeryuntalk-test']} />,
});
