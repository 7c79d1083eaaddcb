import { ROUTE_TITLES } from '../../index';
import { createFileRoute } from '@tanstack/react-router';

import { ChatPage } from '../chat/chat-page';
import { chatPageHead } from '../chat/chat-pages';

// spec/chat-widget.md §2: the chat page; the root layout's widget reads the hash and opens.
export const Route = createFileRoute('/daeryuntalk')({
  head: () => chatPageHead(ROUTE_TITLES['/daeryuntalk']),
  component: () => <ChatPage title={ROUTE_TITLES['/daeryuntalk']} />,
});
