import { courtNumberText, formatLongDate, labelIn, nameIn, type PartyLanguage } from '@cabinet/shared';
import { AppError, notFound } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { isoNow } from '../../lib/clock';
import type { Actor, AppContext } from '../../lib/context';
import { todayInZone } from '../../lib/dates';
import { dossierRef } from '../../lib/reader-language';
import type { SettingsReader } from '../../lib/settings-reader';
import { typeLabels } from '../../lib/translated-labels';
import { createStagesRepository, isolateLtr } from '../stages';
import { CLIENT_NOTICE_MESSAGES } from './whatsapp-messages';
import { whatsappDigits } from './whatsapp-phone';

export const NO_USABLE_PHONE = 'This party has no phone number WhatsApp can reach: add it with its country code (+212…)';

/**
 * The `wa.me` address that opens WhatsApp on the lawyer's own phone or computer with a message to
 * a party of the dossier already written, in the party's language (else `fallback`, the lawyer's):
 * the step, its date written out, time, court and room, the dossier's reference and court number.
 * Nothing is sent by Cabinet; that the message was prepared is written in the dossier's history.
 */
export function createNotifyLinks(ctx: AppContext, settings: SettingsReader) {
  const { db } = ctx.database;
  return {
    async link(actor: Actor, actionId: number, partyId: number, fallback: PartyLanguage): Promise<{ url: string }> {
      const repo = createStagesRepository(db);
      const action = await repo.noticeOf(actionId);
      if (!action) throw notFound('Action');
      const party = await repo.partyOfDossier(action.fk_dossier, partyId);
      if (!party) throw new AppError('validation_failed', 'Some fields are invalid', { party: 'Choose a party of this dossier' });
      const digits = whatsappDigits(party.phone);
      if (!digits) throw new AppError('no_usable_phone', NO_USABLE_PHONE, { party: NO_USABLE_PHONE });
      const office = await settings.get();
      const lang = party.language ?? fallback;
      // The step still to come: the action's own day, or the day it was adjourned to once that one has passed.
      const today = todayInZone(office.timezone, ctx.clock.now());
      const adjourned = action.date_action < today && action.date_prochaine !== null && action.date_prochaine >= today;
      const number = courtNumberText(action);
      const isHearing = action.type_code === 'hearing' || action.hearing_time !== null || action.room !== null || action.type_libelle === null;
      const text = CLIENT_NOTICE_MESSAGES[lang]({
        name: nameIn(party.name, party.name_ar, lang),
        what: isHearing ? null : labelIn(action.type_libelle!, typeLabels(action), lang),
        date: formatLongDate(adjourned ? action.date_prochaine! : action.date_action, lang, office.arabic_months),
        time: adjourned ? null : action.hearing_time,
        court: action.tribunal_nom === null ? null : nameIn(action.tribunal_nom, action.tribunal_nom_ar, lang),
        room: adjourned ? null : action.room,
        reference: dossierRef(action.ref_dossier_bureau, lang),
        courtNumber: number === null ? null : lang === 'ar' ? isolateLtr(number) : number,
        office: office.office_name,
      });
      await writeAudit(db, {
        at: isoNow(ctx.clock),
        userId: actor.id,
        entity: 'client_notice',
        entityId: actionId,
        operation: 'create',
        changes: { channel: [null, 'whatsapp'], fk_party: [null, party.id_party], party: [null, party.name], language: [null, lang] },
        dossierId: action.fk_dossier,
      });
      return { url: `https://wa.me/${digits}?text=${encodeURIComponent(text)}` };
    },
  };
}
