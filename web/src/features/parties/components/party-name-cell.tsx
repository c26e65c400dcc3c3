import { Anchor, Table, Text, type AnchorProps } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

/** A party's table cell: its name as the link to its page, and its name in Arabic under it when there is one. */
export function PartyNameCell({ party, linkProps }: { party: { id_party: number; name: string; name_ar?: string | null }; linkProps?: AnchorProps }) {
  return (
    <Table.Td>
      <Anchor component={Link} to={paths.parties.detail(party.id_party)} {...linkProps}>
        <bdi>{party.name}</bdi>
      </Anchor>
      {party.name_ar && (
        <Text size="sm" c="dark.6" dir="rtl" lang="ar">
          {party.name_ar}
        </Text>
      )}
    </Table.Td>
  );
}
