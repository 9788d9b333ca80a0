package io.opencab.sas;

import io.opencab.sas.tito.TicketFeatures;
import io.opencab.sas.tito.ValidationIds;

/**
 * Long polls 7B (extended validation status), 7C (set extended ticket data) and 7D (set ticket data);
 * docs/sas.md "Ticket validation". Field layouts and the 7B status bits as the open-sourced Aristocrat Monaco
 * SAS client gives them (a second public host client agrees on the bits); the SAS document was not available.
 *
 * <p>What the cabinet does with tickets comes from its sealed configuration (a change is checked, sealed and
 * logged, docs/configuration.md), so a host's request to change it is parsed and checked but not applied:
 * 7B's reply always reports the cabinet's actual state (which is how SAS tells a host a change did not take),
 * and 7C/7D answer the status flag 00, "the host's ticket data is not in effect" (the ticket prints the
 * configured casino name and address lines). A malformed request gets no reply, as every malformed poll.
 */
final class ValidationStatusPolls {
    static final int PRINTER_AS_CASHOUT_DEVICE = 0x0001;
    static final int PRINTER_AS_HANDPAY_DEVICE = 0x0002;
    static final int VALIDATE_HANDPAYS = 0x0004;
    static final int PRINT_RESTRICTED = 0x0008;
    static final int FOREIGN_RESTRICTED = 0x0010;
    static final int TICKET_REDEMPTION = 0x0020;
    static final int SECURE_ENHANCED_CONFIGURED = 0x8000;
    /** 7B's expiry fields: 9999 days = never expires. */
    private static final int NEVER = 9999;
    /** Longest text of 7C/7D (location, address lines); 7C's ticket titles are at most 16. */
    private static final int MAX_TEXT = 40;
    private static final int MAX_TITLE = 16;

    private ValidationStatusPolls() {
    }

    /**
     * 7B: length 08, control mask (2 bytes binary), control states (2), cashable expiry (2 BCD), restricted
     * expiry (2 BCD). Reply: length 0A, asset number (4 bytes binary: {@code sas.asset.number}, 0 when none is
     * configured), status bits (2 bytes binary), cashable expiry and restricted expiry (2 BCD each, 9999 = never).
     * Once the host set the validation ID, every handpay is validated too (bit 0004), with a receipt from the ticket
     * printer where {@code sas.handpay.receipt} asks for one (bit 0002; docs/sas.md "Validated handpays").
     */
    static int extendedStatus(Poll p, Frame f, ValidationIds ids, TicketFeatures features, long assetNumber) {
        if (p.u8(2) != 8 || p.bcd(7, 2) < 0 || p.bcd(9, 2) < 0) {
            return LongPollHandler.NO_REPLY;
        }
        boolean configured = ids.id() != 0;
        int status = 0;
        if (configured) {
            status |= SECURE_ENHANCED_CONFIGURED;
            // Before the host's LP 4C the cabinet prints no ticket: every cash-out is a handpay (docs/tito.md).
            status |= features.printsCashoutTickets() ? PRINTER_AS_CASHOUT_DEVICE : 0;
            status |= VALIDATE_HANDPAYS | (features.printsHandpayReceipts() ? PRINTER_AS_HANDPAY_DEVICE : 0);
        }
        status |= features.redeemsTickets() ? TICKET_REDEMPTION : 0;
        int expiry = features.expiryDays() == 0 ? NEVER : features.expiryDays();
        // No restricted ticket is ever printed here, so none expires.
        return f.start(p.address(), 0x7B).bin(10, 1).bin(assetNumber, 4).bin(status, 2).bcd(expiry, 2).bcd(NEVER, 2)
            .crc();
    }

    /**
     * 7C: length, then elements of code (00 location, 01 address 1, 02 address 2, 10 restricted ticket title,
     * 20 debit ticket title), length and ASCII text. Reply: the status flag.
     */
    static int extendedTicketData(Poll p, Frame f) {
        byte[] b = p.buffer();
        int end = 3 + (b[2] & 0xFF);
        int i = 3;
        while (i < end) {
            if (i + 2 > end) {
                return LongPollHandler.NO_REPLY;
            }
            int code = b[i] & 0xFF;
            int len = b[i + 1] & 0xFF;
            int max = code <= 0x02 ? MAX_TEXT : code == 0x10 || code == 0x20 ? MAX_TITLE : -1;
            if (len > max || i + 2 + len > end || !printable(b, i + 2, len)) {
                return LongPollHandler.NO_REPLY;
            }
            i += 2 + len;
        }
        return f.start(p.address(), 0x7C).bin(0, 1).crc();
    }

    /**
     * 7D: length (00 = only ask), host ID (2 bytes binary), expiry (1 byte binary, days, 00 = never), then
     * location, address 1 and address 2, each a length (00 = keep) and ASCII text. Reply: the status flag.
     */
    static int ticketData(Poll p, Frame f) {
        byte[] b = p.buffer();
        int end = 3 + (b[2] & 0xFF);
        int i = 3;
        if (end > 3 && end < 3 + 2) {
            return LongPollHandler.NO_REPLY;
        }
        i = Math.min(end, i + 3);
        for (int field = 0; field < 3 && i < end; field++) {
            int len = b[i] & 0xFF;
            if (len > MAX_TEXT || i + 1 + len > end || !printable(b, i + 1, len)) {
                return LongPollHandler.NO_REPLY;
            }
            i += 1 + len;
        }
        if (i != end) {
            return LongPollHandler.NO_REPLY;
        }
        return f.start(p.address(), 0x7D).bin(0, 1).crc();
    }

    private static boolean printable(byte[] b, int from, int len) {
        for (int k = from; k < from + len; k++) {
            if (b[k] < 0x20 || b[k] > 0x7E) {
                return false;
            }
        }
        return true;
    }
}
