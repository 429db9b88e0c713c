import { cleanChatText, isChatAttachment, type TChatMessage, type TChatReceipt } from '@draftdesk/contract';
import { ActionIcon, Alert, Anchor, Box, Button, Center, FileButton, Group, Image, Loader, Paper, Stack, Text, Textarea } from '@mantine/core';
import { Tip } from '../../components/Tip.tsx';
import { IconCheck, IconChecks, IconFile, IconPaperclip, IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fileDownloadUrl, fileUrl } from '../../lib/file-url.ts';
import { absoluteTimeOf, relativeTimeOf } from '../../lib/format.ts';
import { CHAT_NS } from '../../lib/i18n.ts';
import { codeText } from '../../lib/messages.ts';
import type { ChatTarget } from '../../lib/socket.ts';
import { uploadFile } from '../../lib/upload.ts';
import { CHAT_PREFIX } from './api.ts';
import { useAutoHeight } from './autosize.ts';
import { CHAT_HEIGHT, CHAT_IMAGE_MAX_WIDTH, CHAT_TYPING_HEIGHT } from './sizes.ts';
import { useChat } from './useChat.ts';
import classes from './ChatPanel.module.css';

const ACCEPT = '.doc,.docx,.jpg,.jpeg,.png,.pdf,.csv,.xlsx';
const TYPING_EVERY_MS = 1000;
/** Closer to the bottom than this, a new message scrolls into view. */
const FOLLOW_BOTTOM_PX = 80;

/** After older messages are prepended, the scroll offset that keeps the same messages on screen. */
export function scrollTopAfterPrepend(before: { top: number; height: number }, newHeight: number): number {
  return before.top + (newHeight - before.height);
}

export function hasForbiddenFileNameChars(name: string): boolean {
  return /[,'’]/.test(name);
}

function indexOfId(messages: TChatMessage[], id: string | null): number {
  return id ? messages.findIndex((m) => m._id === id) : -1;
}

function Ticks({ index, messages, receipts }: { index: number; messages: TChatMessage[]; receipts: TChatReceipt[] }) {
  const { t } = useTranslation(CHAT_NS);
  const read = receipts.some((r) => indexOfId(messages, r.read) >= index);
  const delivered = read || receipts.some((r) => indexOfId(messages, r.delivered) >= index);
  if (!delivered) return null;
  return (
    <Tip label={read ? t('read') : t('delivered')}>
      <Box
        component="span"
        role="img"
        c={read ? 'blue' : 'dimmed'}
        aria-label={read ? t('read') : t('delivered')}
        data-testid={read ? 'tick-read' : 'tick-delivered'}
        style={{ display: 'inline-flex' }}
      >
        {read ? <IconChecks size={14} /> : <IconCheck size={14} />}
      </Box>
    </Tip>
  );
}

function MessageBody({ message }: { message: TChatMessage }) {
  if (message.type === 'file' && message.data) {
    const { key, mimetype, originalname } = message.data;
    if (mimetype.startsWith('image/')) {
      return (
        <Anchor href={fileDownloadUrl(key)} target="_blank" rel="noopener noreferrer">
          <Image src={fileUrl(key)} alt={originalname} maw={CHAT_IMAGE_MAX_WIDTH} radius="sm" />
        </Anchor>
      );
    }
    return (
      <Anchor href={fileDownloadUrl(key)} target="_blank" rel="noopener noreferrer" size="sm">
        <Group gap={4} wrap="nowrap">
          <IconFile size={16} aria-hidden />
          <span>{originalname}</span>
        </Group>
      </Anchor>
    );
  }
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {message.content}
    </Text>
  );
}

export interface ChatPanelProps {
  target: ChatTarget;
  currentUserId: string;
  /** Reviewers: no input. */
  readOnly?: boolean;
  height?: number;
  /** The name shown for the customer's messages (writerName is '' for them). */
  customerName?: string;
}

export function ChatPanel({ target, currentUserId, readOnly: forcedReadOnly = false, height = CHAT_HEIGHT, customerName }: ChatPanelProps) {
  const { t } = useTranslation(CHAT_NS);
  const chat = useChat(target);
  const client = useQueryClient();
  const readOnly = forcedReadOnly || chat.readOnly;
  const [text, setText] = useState('');
  const [uploading, setUploading] = useState(false);
  const [localError, setLocalError] = useState<string | null>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const reported = useRef(new Set<string>());
  const lastTyping = useRef(0);
  const others = useMemo(() => chat.receipts.filter((r) => r.userId !== currentUserId), [chat.receipts, currentUserId]);

  // A reconnect clears the 'socket closed' error of a failed send.
  useEffect(() => {
    if (chat.status === 'open') setLocalError((current) => (current === 'socket' ? null : current));
  }, [chat.status]);

  const textarea = useAutoHeight(text);
  const readyNow = useRef(chat.ready);
  readyNow.current = chat.ready;
  const atBottom = useRef(true);
  const prepending = useRef<{ top: number; height: number; firstId: string } | null>(null);
  const lastId = chat.messages.at(-1)?._id;
  const lastIsOwn = chat.messages.at(-1)?.sent_by === currentUserId;

  // Older messages went on top: keep what was on screen where it was.
  useLayoutEffect(() => {
    const el = viewport.current;
    const anchor = prepending.current;
    if (!el || !anchor) return;
    if (chat.messages[0]?._id !== anchor.firstId) el.scrollTop = scrollTopAfterPrepend(anchor, el.scrollHeight);
    else if (chat.loadingOlder) return;
    prepending.current = null;
  }, [chat.messages, chat.loadingOlder]);

  /** Where the list last scrolled itself to the bottom: a scroll event reporting this offset is not the reader's. */
  const autoTop = useRef<number | null>(null);
  const toBottom = (el: HTMLDivElement) => {
    el.scrollTo({ top: el.scrollHeight });
    autoTop.current = el.scrollTop;
  };

  // A newer message comes into view when the reader is at the bottom (or wrote it); someone reading back is not moved.
  useLayoutEffect(() => {
    const el = viewport.current;
    if (el && (atBottom.current || lastIsOwn)) toBottom(el);
  }, [lastId, lastIsOwn]);

  // Whatever makes the list taller (an image that loads, a read receipt) keeps a reader at the bottom at the latest message.
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = viewport.current;
    const inner = content.current;
    if (!el || !inner || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current && !prepending.current) toBottom(el);
    });
    observer.observe(inner);
    return () => observer.disconnect();
  }, []);

  const loadOlder = () => {
    const el = viewport.current;
    const firstId = chat.messages[0]?._id;
    if (el && firstId) prepending.current = { top: el.scrollTop, height: el.scrollHeight, firstId };
    void chat.loadOlder();
  };

  // Read receipts: report the others' messages shown while the page is visible.
  const { messages: shown, ready, send: sendFrame } = chat;
  useEffect(() => {
    if (readOnly || !ready) return;
    const report = () => {
      if (document.visibilityState !== 'visible') return;
      const ids = shown.filter((m) => m.sent_by !== currentUserId && !reported.current.has(m._id)).map((m) => m._id);
      if (ids.length === 0) return;
      if (!sendFrame({ type: 'read', message_ids: ids.slice(-500) })) return;
      for (const id of ids) reported.current.add(id);
      // The server moves the position first; then the counts are fresh.
      window.setTimeout(() => void client.invalidateQueries({ queryKey: CHAT_PREFIX }), 500);
    };
    report();
    document.addEventListener('visibilitychange', report);
    return () => document.removeEventListener('visibilitychange', report);
  }, [shown, ready, sendFrame, currentUserId, readOnly, client]);

  const sendText = () => {
    const content = cleanChatText(text);
    // Not yet (re)subscribed: the text stays in the box to be sent once the chat is back.
    if (!content || !chat.ready) return;
    if (chat.send({ type: 'new_message', message_type: 'text', content })) {
      setText('');
      chat.send({ type: 'typing', typing: false });
    } else {
      setLocalError('socket');
    }
  };

  const onChange = (value: string) => {
    setText(value);
    if (!chat.ready) return;
    if (!value) {
      chat.send({ type: 'typing', typing: false });
      lastTyping.current = 0;
    } else if (Date.now() - lastTyping.current > TYPING_EVERY_MS) {
      lastTyping.current = Date.now();
      chat.send({ type: 'typing', typing: true });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      sendText();
    }
  };

  const onFile = async (file: File | null) => {
    if (!file) return;
    setLocalError(null);
    if (hasForbiddenFileNameChars(file.name)) {
      setLocalError(t('messages.fileNameRule'));
      return;
    }
    if (!isChatAttachment(file.name)) {
      setLocalError(t('messages.chatAttachmentType'));
      return;
    }
    setUploading(true);
    try {
      const stored = await uploadFile(file);
      const sent =
        readyNow.current &&
        chat.send({
          type: 'new_message',
          message_type: 'file',
          data: { key: stored.key, mimetype: stored.mimetype, originalname: stored.originalname },
        });
      if (!sent) setLocalError('socket');
    } catch {
      setLocalError(t('messages.chatSomethingWrong'));
    } finally {
      setUploading(false);
    }
  };

  const banner =
    chat.status === 'reconnecting' ? (
      <Alert color="yellow" variant="light" py="xs" data-testid="chat-reconnecting">
        {t('reconnecting')}
      </Alert>
    ) : chat.status === 'error' || localError === 'socket' ? (
      <Alert color="red" variant="light" py="xs">
        {t('socketError')}
      </Alert>
    ) : null;

  const error = chat.error ? codeText(t, chat.error) : localError && localError !== 'socket' ? localError : null;

  return (
    <Stack gap="xs" data-testid="chat-panel" data-ready={chat.ready}>
      {banner}
      <Paper withBorder radius="md" p={0}>
        {/* The browser's own scrolling: Mantine's ScrollArea set its state again and again as the page opened. */}
        <div data-testid="chat-messages">
          <div
            ref={viewport}
            className={classes.log}
            style={{ height }}
            // A log: new messages are announced; focusable, so the keyboard can scroll it (a scrollable region must be).
            role="log"
            aria-live="polite"
            aria-label={t('messages')}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            onScroll={(event) => {
              const el = event.currentTarget;
              const y = el.scrollTop;
              // The list's own scroll, reported after the list grew again, still counts as at the bottom.
              const own = autoTop.current !== null && Math.abs(y - autoTop.current) < 1;
              if (!own) autoTop.current = null;
              atBottom.current = own || el.scrollHeight - (y + el.clientHeight) < FOLLOW_BOTTOM_PX;
            }}
          >
            <Stack gap="sm" p="sm" ref={content}>
              {chat.hasMore && chat.messages.length > 0 && (
                <Center>
                  <Button variant="subtle" size="compact-sm" onClick={loadOlder} loading={chat.loadingOlder} data-testid="chat-load-older">
                    {t('loadOlder')}
                  </Button>
                </Center>
              )}
              {chat.olderFailed && (
                <Text size="xs" c="red" ta="center" role="alert">
                  {t('loadOlderFailed')}
                </Text>
              )}
              {!chat.loaded && chat.messages.length === 0 ? (
                <Center h={height - 40}>
                  <Loader size="sm" aria-label={t('loading')} />
                </Center>
              ) : chat.messages.length === 0 ? (
                <Center h={height - 40}>
                  <Text size="sm" c="dimmed">
                    {t('empty')}
                  </Text>
                </Center>
              ) : (
                chat.messages.map((message, index) => {
                  const own = message.sent_by === currentUserId;
                  const name = own ? t('you') : message.writerName || customerName || t('customer');
                  return (
                    <Box key={message._id} data-testid="chat-message" style={{ alignSelf: own ? 'flex-end' : 'flex-start', maxWidth: '85%' }}>
                      <Paper radius="md" px="sm" py={6} bg={own ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-default-hover)'}>
                        <Text size="xs" fw={600} c="dimmed">
                          {name}
                        </Text>
                        <MessageBody message={message} />
                      </Paper>
                      <Group gap={4} justify={own ? 'flex-end' : 'flex-start'} mt={2}>
                        <Tip label={absoluteTimeOf(message.createdAt)}>
                          <Text size="xs" c="dimmed" component="time" dateTime={message.createdAt}>
                            {relativeTimeOf(message.createdAt)}
                          </Text>
                        </Tip>
                        {own && <Ticks index={index} messages={chat.messages} receipts={others} />}
                      </Group>
                    </Box>
                  );
                })
              )}
            </Stack>
          </div>
        </div>
      </Paper>
      <Text size="xs" c="dimmed" h={CHAT_TYPING_HEIGHT} data-testid="chat-typing">
        {chat.typing.length > 0 ? t('typing', { name: chat.typing.map((u) => u.name).join(', ') }) : ''}
      </Text>
      {error && (
        <Alert
          color="red"
          variant="light"
          py="xs"
          withCloseButton
          closeButtonLabel={t('common.close')}
          onClose={() => {
            chat.clearError();
            setLocalError(null);
          }}
        >
          {error}
        </Alert>
      )}
      {!readOnly && (
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <FileButton onChange={(file) => void onFile(file)} accept={ACCEPT} disabled={!chat.ready}>
            {(props) => (
              <Tip label={t('attach')}>
                <ActionIcon {...props} variant="default" size="lg" aria-label={t('attach')} loading={uploading} disabled={!chat.ready}>
                  <IconPaperclip size={18} />
                </ActionIcon>
              </Tip>
            )}
          </FileButton>
          <Textarea
            ref={textarea}
            style={{ flex: 1, minWidth: 0 }}
            rows={1}
            resize="none"
            value={text}
            onChange={(event) => onChange(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            placeholder={t('placeholder')}
            aria-label={t('placeholder')}
            data-testid="chat-input"
          />
          <ActionIcon size="lg" onClick={sendText} disabled={!cleanChatText(text) || !chat.ready} aria-label={t('send')}>
            <IconSend size={18} />
          </ActionIcon>
        </Group>
      )}
    </Stack>
  );
}
