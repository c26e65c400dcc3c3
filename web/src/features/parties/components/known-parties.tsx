import { foldText, NAME_MATCH_MIN, type ConflictMatch } from '@cabinet/shared';
import { Alert, Anchor, Button, Group, List, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle, IconLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useConflictCheck } from '../api/conflicts';

interface KnownPartiesProps {
  name: string;
  nationalId: string;
  /** The party being edited, which is not a duplicate of itself. */
  exceptId?: number;
  /** Where a party is created for a dossier: take the known one instead. */
  onUse?: (match: ConflictMatch) => void;
  busy?: boolean;
}

/**
 * Parties already known under the name or national id being typed: the same person should not
 * be entered twice. Each is a link to its page and, where a party is created for a dossier, a
 * button that uses it instead.
 */
export function KnownParties({ name, nationalId, exceptId, onUse, busy }: KnownPartiesProps) {
  const { t } = useTranslation('parties');
  const [typedName] = useDebouncedValue(name.trim(), 400);
  const [typedId] = useDebouncedValue(nationalId.trim(), 400);
  const enabled = [...foldText(typedName)].length >= NAME_MATCH_MIN || foldText(typedId) !== '';
  const check = useConflictCheck(typedName, typedId, enabled);
  const matches = (check.data?.items ?? []).filter((m) => m.id_party !== exceptId && m.matched !== 'name_part');
  if (!enabled || matches.length === 0) return null;
  return (
    <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />} title={t('form.knownTitle')} data-testid="known-parties">
      {onUse && (
        <Text size="sm" mb="xs">
          {t('form.knownHint')}
        </Text>
      )}
      <List size="sm" spacing={6}>
        {matches.map((match) => (
          <List.Item key={match.id_party}>
            <Group gap="xs" wrap="wrap">
              <span>
                <Anchor component={Link} to={paths.parties.detail(match.id_party)} size="sm">
                  <bdi>{match.name}</bdi>
                </Anchor>{' '}
                ({t(`conflictCheck.matched.${match.matched}`)}; {t('form.knownDossiers', { count: match.dossiers.length })})
              </span>
              {onUse && (
                <Button
                  size="compact-sm"
                  variant="light"
                  leftSection={<IconLink size={14} aria-hidden />}
                  loading={busy}
                  onClick={() => onUse(match)}
                  aria-label={t('form.useExistingLabel', { name: `\u2068${match.name}\u2069` })}
                >
                  {t('form.useExisting')}
                </Button>
              )}
            </Group>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
