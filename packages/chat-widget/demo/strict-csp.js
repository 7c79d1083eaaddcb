// The partner page's own script on the strict-CSP demo: a file, because the page's policy
// allows no inline script. It defines the usual queueing stub (calls made before the async
// loader has run are replayed), and drives the widget from the page's own buttons.
window.LawfirmChat =
  window.LawfirmChat ||
  function () {
    (window.LawfirmChat.q = window.LawfirmChat.q || []).push(arguments);
  };

const status = document.getElementById('chat-status');
const say = (text) => {
  if (status) status.textContent = text;
};
window.LawfirmChat('on', 'open', () => say('상담 창이 열려 있습니다.'));
window.LawfirmChat('on', 'close', () => say('상담 창이 닫혀 있습니다.'));
window.LawfirmChat('on', 'unread', (count) => say(`읽지 않은 메시지 ${count}개`));
document.getElementById('open-chat')?.addEventListener('click', () => window.LawfirmChat('open'));
document.getElementById('close-chat')?.addEventListener('click', () => window.LawfirmChat('close'));
