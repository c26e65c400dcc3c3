import { nameIn } from '@cabinet/shared';
import { Alert, Anchor, Button, Modal, Stack, Text, type ButtonProps } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fetchNotifyLink, isWhatsAppUrl, messageRecipients, type MessageRecipient } from '../api/notify-link';
import { isApiError } from '../lib/api-client';
import { chooseRecipient } from '../lib/message-recipient';
import { notifyError } from '../lib/notify';
import { paths } from '../lib/paths';

interface WhatsAppClientButtonProps {
  /** The hearing (or a deadline's starting action) the message is about. */
  actionId: number;
  dossierId: number;
  /** Read after the label by screen readers, to tell the rows' buttons apart ("#1001, 30/11/2026"). */
  context?: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}

type Dialog = { kind: 'choose'; recipients: MessageRecipient[]; clientHasPhone: boolean } | { kind: 'noPhone'; client: MessageRecipient | null };

/**
 * Opens WhatsApp in a new tab (on the lawyer's own phone or computer) with a message already
 * written in the party's language: nothing is sent by Cabinet. The address is only ever WhatsApp's.
 */
function openInNewTab(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  document.body.append(link);
  link.click();
  link.remove();
}

/** "WhatsApp the client" on a hearing or a deadline: the client's WhatsApp, a choice when several parties could be meant, or why there is none. */
export function WhatsAppClientButton({ actionId, dossierId, context, size = 'xs', variant = 'light' }: WhatsAppClientButtonProps) {
  const { t, i18n } = useTranslation('hearings');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<Dialog | null>(null);

  const send = async (recipient: MessageRecipient) => {
    setBusy(true);
    try {
      const { url } = await fetchNotifyLink(queryClient, dossierId, actionId, recipient.id_party);
      if (!isWhatsAppUrl(url)) throw new Error(`Not a WhatsApp address: ${url}`);
      openInNewTab(url);
      setDialog(null);
      // A browser may block a tab opened after a slow answer: the toast keeps a link to open it by hand.
      notifications.show({
        color: 'teal',
        title: t('whatsapp.opened'),
        message: (
          <>
            {t('whatsapp.openedMessage')}{' '}
            <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm">
              {t('whatsapp.openAgain')}
            </Anchor>
          </>
        ),
        autoClose: 8000,
        closeButtonProps: { 'aria-label': t('common:actions.close') },
      });
    } catch (error) {
      if (isApiError(error) && /phone/i.test(`${error.code} ${Object.keys(error.fields).join(' ')}`)) setDialog({ kind: 'noPhone', client: recipient });
      else notifyError(t('whatsapp.failed'), error);
    } finally {
      setBusy(false);
    }
  };

  const start = async () => {
    setBusy(true);
    let parties: MessageRecipient[];
    try {
      parties = await messageRecipients(queryClient, dossierId);
    } catch (error) {
      notifyError(t('whatsapp.failed'), error);
      setBusy(false);
      return;
    }
    const choice = chooseRecipient(parties);
    if (choice.kind === 'send') return send(choice.recipient);
    // The dialog names the parties' roles: their words load with it on the screens that do not have them yet.
    await i18n.loadNamespaces('parties').catch(() => undefined);
    setBusy(false);
    setDialog(choice);
  };

  const nameOf = (party: MessageRecipient) => nameIn(party.name, party.name_ar, i18n.language);
  return (
    <>
      <Button
        size={size}
        variant={variant}
        color="teal"
        className="no-print"
        loading={busy && !dialog}
        leftSection={<IconBrandWhatsapp size={14} aria-hidden />}
        onClick={() => void start()}
      >
        {t('whatsapp.button')}
        {context && <span className="visually-hidden"> {context}</span>}
      </Button>
      <Modal opened={dialog !== null} onClose={() => setDialog(null)} title={t('whatsapp.title')} closeButtonProps={{ 'aria-label': t('common:actions.close') }}>
        {dialog?.kind === 'choose' && (
          <Stack gap="sm">
            <Text size="sm">{dialog.clientHasPhone ? t('whatsapp.chooseClient') : t('whatsapp.chooseOther')}</Text>
            {dialog.recipients.map((party) => (
              <Button
                key={party.id_party}
                variant="default"
                justify="space-between"
                loading={busy}
                onClick={() => void send(party)}
                rightSection={
                  <Text span size="xs" c="dark.6">
                    {t(`parties:roles.${party.role}`)}
                  </Text>
                }
              >
                <bdi>{nameOf(party)}</bdi>
                &nbsp;
                <bdi dir="ltr">{party.phone}</bdi>
              </Button>
            ))}
            <Text size="xs" c="dark.6">
              {t('whatsapp.nothingSent')}
            </Text>
          </Stack>
        )}
        {dialog?.kind === 'noPhone' && (
          <Alert color="yellow" role="alert" title={t('whatsapp.noPhoneTitle')}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">
                {dialog.client ? t('whatsapp.noPhone', { name: `\u2068${nameOf(dialog.client)}\u2069` }) : t('whatsapp.noClient')}
              </Text>
              {dialog.client ? (
                <Button component={Link} to={paths.parties.edit(dialog.client.id_party)} size="xs" variant="light">
                  {t('whatsapp.addPhone')}
                </Button>
              ) : (
                <Button component={Link} to={paths.dossier.modify(dossierId, 'parties')} size="xs" variant="light">
                  {t('whatsapp.openParties')}
                </Button>
              )}
            </Stack>
          </Alert>
        )}
      </Modal>
    </>
  );
}
