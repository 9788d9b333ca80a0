package io.opencab.sas;

import static io.opencab.sas.LongPollTable.M_OR_LENGTH;
import static io.opencab.sas.LongPollTable.R;
import static io.opencab.sas.LongPollTable.VARIABLE;

/**
 * The long polls this cabinet answers, with their lengths on the wire (address and CRC included; SAS 6.02
 * appendix B's poll types R, S and M, as docs/sas.md's conformance table lists them with their sources).
 */
final class StandardPolls {
    private StandardPolls() {
    }

    static void register(LongPollTable t, Responder r, ValidationPolls validation) {
        HostOrders o = r.orders();
        TicketPolls tickets = r.tickets();
        t.register(new int[] {0x01, 0x02, 0x06, 0x07}, 4, o::control);
        t.register(0x08, 9, o::billDenominations);    // 4-byte denomination mask, 1-byte action flag
        t.register(0x09, 7, o::gameEnabled);          // 2-byte BCD game, 1-byte enable flag
        t.register(0x0E, 5, (p, s, f) -> {            // 1-byte enable flag
            if (p.u8(2) > 1) {
                return LongPollHandler.NO_REPLY;
            }
            r.realTime(p.u8(2) == 1);
            return HostOrders.ack(p, f);
        });
        t.register(0x21, 6, o::romSignature);         // 2-byte binary seed
        t.register(0x7F, 11, (p, s, f) -> r.hostTime(p) ? HostOrders.ack(p, f) : LongPollHandler.NO_REPLY);
        t.register(0x94, R, o::remoteHandpayReset);
        t.register(MeterPolls.SINGLE, R, MeterPolls::single);
        t.register(0x1B, R, r::handpayInfo);
        t.register(0x1F, R, InfoPolls::machine);
        t.register(0x51, R, InfoPolls::gameCount);
        t.register(0x54, R, InfoPolls::version);
        t.register(0x55, R, InfoPolls::selectedGame);
        t.register(0x56, R, InfoPolls::enabledGames);
        t.register(0x7E, R, (p, s, f) -> InfoPolls.dateTime(p, r.clock(), f));
        // Type M: a 2-byte BCD game number.
        t.register(0x52, 6, MeterPolls::gameMeters);
        t.register(0x53, 6, InfoPolls::gameConfig);
        t.register(0xA0, 6, (p, s, f) -> InfoPolls.features(p, s, f, validation, t));
        t.register(0xB5, M_OR_LENGTH, InfoPolls::extendedGame);
        t.register(0x2F, VARIABLE, MeterPolls::selected);
        t.register(new int[] {0x6F, 0xAF}, VARIABLE, MeterPolls::extended);
        // Ticket in (answered whatever the configuration: no ticket reads "none") and the validation meters.
        t.register(0x70, R, tickets::validationData);
        t.register(0x71, VARIABLE, tickets::redeem);
        t.register(0x50, 5, TicketPolls::validationMeters);          // 1-byte validation type
        // System validation: this cabinet uses secure enhanced validation, and a machine not in system validation
        // mode does not answer 57/58 (docs/sas.md "Ticket validation"); they are read whole, then ignored.
        t.register(0x57, R, (p, s, f) -> LongPollHandler.NO_REPLY);
        t.register(0x58, 13, (p, s, f) -> LongPollHandler.NO_REPLY); // system ID (1 BCD), validation number (8 BCD)
        // 7B carries the asset number: answered on every cabinet (without validation: no status bit set).
        long asset = r.options().assetNumber();
        ValidationPolls v7b = validation != null ? validation
            : new ValidationPolls(new io.opencab.sas.tito.ValidationIds(), new io.opencab.sas.tito.TicketFeatures(false,
                false, 0));
        t.register(0x7B, VARIABLE, (p, s, f) ->
            ValidationStatusPolls.extendedStatus(p, f, v7b.ids(), v7b.features(), asset));
        if (validation != null) {
            t.register(0x4C, 10, validation::setId);                 // 3-byte ID, 3-byte sequence (binary)
            t.register(0x4D, 5, validation::info);                   // 1-byte function code
            t.register(0x7C, VARIABLE, (p, s, f) -> ValidationStatusPolls.extendedTicketData(p, f));
            t.register(0x7D, VARIABLE, (p, s, f) -> ValidationStatusPolls.ticketData(p, f));
        }
    }
}
