package io.opencab.sas;

import io.opencab.sas.tito.TicketIn;
import io.opencab.sas.tito.TicketStatus;
import io.opencab.sas.tito.TransferCode;
import java.util.Objects;
import java.util.Optional;

/**
 * Ticket in: long polls 70 (send ticket validation data) and 71 (redeem ticket); docs/sas.md "Ticket in".
 * Field layouts as the open-sourced Aristocrat Monaco SAS client gives them (the SAS document was not
 * available). Only the link thread calls it.
 *
 * <p>The responder never waits for the cabinet: when it accepts an LP 71 it remembers the request, answers
 * "pending" (0x40) and tells the cabinet ({@link HostCommands#redeemTicket}, {@link HostCommands#ticketRefused});
 * a status query (transfer code FF) keeps getting that answer until the snapshot shows the ticket FINISHED, and
 * from then on the snapshot's final status.
 */
final class TicketPolls {
    /** Parsing code 00: the validation data is 9 BCD bytes, 18 digits, a system ID 00 then 16 digits. */
    private static final int PARSING_BCD = 0x00;
    /** LP 71's length byte with the ticket data: transfer code, amount (5), parsing code, validation (9). */
    private static final int REDEEM_LENGTH = 16;
    private final HostCommands commands;
    /** The LP 71 this responder accepted for the current ticket, until the snapshot shows it FINISHED. */
    private Asked asked;

    private record Asked(String validation, int transferCode, long amountCents, int status) {
    }

    TicketPolls(HostCommands commands) {
        this.commands = Objects.requireNonNull(commands, "commands");
    }

    /**
     * LP 70: ticket status 00 and the ticket's data while a ticket waits for the host; FF (length 1) otherwise.
     * The amount is all zeros: a SAS validation number carries none, the host supplies it in LP 71.
     */
    int validationData(Poll p, SasSnapshot s, Frame f) {
        Optional<TicketIn> t = s.ticketIn().filter(x -> x.phase() == TicketIn.Phase.WAITING_FOR_HOST);
        if (t.isEmpty()) {
            return f.start(p.address(), 0x70).bin(1, 1).bin(0xFF, 1).crc();
        }
        return f.start(p.address(), 0x70).bin(REDEEM_LENGTH, 1).bin(0x00, 1).bcd(0, 5).bin(PARSING_BCD, 1)
            .bcd(Long.parseLong(t.get().validation()), 9).crc();
    }

    /** LP 71. No reply for a poll too short to carry the ticket data. */
    int redeem(Poll p, SasSnapshot s, Frame f) {
        int address = p.address();
        int length = p.u8(2);
        int code = p.u8(3);
        if (code == TransferCode.STATUS_QUERY) {
            return status(f, address, s);
        }
        if (length < REDEEM_LENGTH) {
            return LongPollHandler.NO_REPLY;
        }
        long amount = p.bcd(4, 5);
        int parsing = p.u8(9);
        long number = p.bcd(10, 9);
        String validation = number < 0 ? null : String.format("%018d", number);
        forgetFinished(s);
        if (asked != null) {
            // The host repeats its LP 71 (after another poll): same answer as a status query; anything else
            // belongs to no cycle of ours.
            boolean same = asked.transferCode() == code && asked.amountCents() == amount
                && asked.validation().equals(validation);
            return same ? status(f, address, s) : notCompatible(f, address);
        }
        Optional<TicketIn> t = s.ticketIn().filter(x -> x.phase() == TicketIn.Phase.WAITING_FOR_HOST);
        if (t.isEmpty()) {
            return notCompatible(f, address);
        }
        String ours = t.get().validation();
        if (parsing != PARSING_BCD || !ours.equals(validation)) {
            return reply(f, address, TicketStatus.VALIDATION_NUMBER_MISMATCH, 0, ours);
        }
        if (amount < 0) {
            return reply(f, address, TicketStatus.NOT_A_VALID_AMOUNT, 0, ours);
        }
        if (TransferCode.isRedeem(code)) {
            asked = new Asked(ours, code, amount, TicketStatus.PENDING);
            commands.redeemTicket(ours, code, amount);
            return reply(f, address, TicketStatus.PENDING, amount, ours);
        }
        if (TransferCode.isRefusal(code)) {
            asked = new Asked(ours, code, amount, TicketStatus.REJECTED_BY_HOST);
            commands.ticketRefused(ours, code);
            return reply(f, address, TicketStatus.REJECTED_BY_HOST, 0, ours);
        }
        // A code SAS does not define: the ticket stays in escrow (the host may send a proper one; the cabinet's
        // redeem timeout returns it otherwise).
        return reply(f, address, TicketStatus.NOT_A_VALID_TRANSFER_FUNCTION, 0, ours);
    }

    /** LP 71 FF: what this responder promised, else the snapshot's ticket, else "no information". */
    private int status(Frame f, int address, SasSnapshot s) {
        forgetFinished(s);
        if (asked != null) {
            return reply(f, address, asked.status(), asked.status() == TicketStatus.PENDING ? asked.amountCents() : 0,
                asked.validation());
        }
        if (s.ticketIn().isEmpty()) {
            return f.start(address, 0x71).bin(1, 1).bin(TicketStatus.NO_INFO, 1).crc();
        }
        TicketIn t = s.ticketIn().get();
        int code = switch (t.phase()) {
            case WAITING_FOR_HOST -> TicketStatus.WAITING_FOR_LONG_POLL_71;
            case PENDING -> TicketStatus.PENDING;
            case FINISHED -> t.machineStatus();
        };
        return reply(f, address, code, t.amountCents(), t.validation());
    }

    /**
     * Exception 68 (ticket transfer complete) is being sent: the cabinet has finished the ticket, so the remembered
     * LP 71 is over. The snapshot alone cannot always tell: the same ticket inserted again (after 80 "unable to
     * validate", say) has the same validation number, and the responder sees snapshots only when polled.
     */
    void transferComplete() {
        asked = null;
    }

    /**
     * The remembered LP 71 ends when the snapshot shows its ticket FINISHED, or shows another ticket (the
     * snapshot only moves forward: a ticket after ours means ours is over), or when exception 68 is sent.
     */
    private void forgetFinished(SasSnapshot s) {
        if (asked == null || s.ticketIn().isEmpty()) {
            return;
        }
        TicketIn t = s.ticketIn().get();
        if (!t.validation().equals(asked.validation()) || t.phase() == TicketIn.Phase.FINISHED) {
            asked = null;
        }
    }

    /** Machine status, amount (5 BCD, cents), parsing code, validation number (9 BCD). */
    private static int reply(Frame f, int address, int status, long amountCents, String validation) {
        return f.start(address, 0x71).bin(REDEEM_LENGTH, 1).bin(status, 1).bcd(amountCents, 5).bin(PARSING_BCD, 1)
            .bcd(Long.parseLong(validation), 9).crc();
    }

    /**
     * LP 50: the count (4 BCD) and amount in cents (5 BCD) of one validation type. Types 00 (cashable ticket from
     * a cash-out) and 80 (cashable ticket redeemed) read the snapshot's ticket meters (0087/0086, 0081/0080), the
     * validated handpays 10/20 (receipt printed) and 40/60 (none) its meters 008D/008C, 008F/008E, 0091/0090 and
     * 0093/0092 (docs/sas.md "Validated handpays"); the other types SAS defines (01-04 restricted and AFT tickets,
     * 81/82 promotional tickets redeemed) are things this cabinet never does: 0. Any other type: no reply.
     */
    static int validationMeters(Poll p, SasSnapshot s, Frame f) {
        int type = p.u8(2);
        long count;
        long cents;
        switch (type) {
            case 0x00 -> {
                count = s.meter(io.opencab.sas.tito.TicketMeters.REGULAR_OUT_COUNT);
                cents = s.meter(io.opencab.sas.tito.TicketMeters.REGULAR_OUT_CENTS);
            }
            case 0x80 -> {
                count = s.meter(io.opencab.sas.tito.TicketMeters.REGULAR_IN_COUNT);
                cents = s.meter(io.opencab.sas.tito.TicketMeters.REGULAR_IN_CENTS);
            }
            // Validated handpays (docs/sas.md "Validated handpays"): each type's cents meter, its count the code after.
            case 0x10, 0x20, 0x40, 0x60 -> {
                int centsCode = switch (type) {
                    case 0x10 -> HandpayMeters.CANCELLED_RECEIPT_CENTS;
                    case 0x20 -> HandpayMeters.JACKPOT_RECEIPT_CENTS;
                    case 0x40 -> HandpayMeters.CANCELLED_NO_RECEIPT_CENTS;
                    default -> HandpayMeters.JACKPOT_NO_RECEIPT_CENTS;
                };
                count = s.meter(centsCode + 1);
                cents = s.meter(centsCode);
            }
            case 0x01, 0x02, 0x03, 0x04, 0x81, 0x82 -> {
                count = 0;
                cents = 0;
            }
            default -> {
                return LongPollHandler.NO_REPLY;
            }
        }
        return f.start(p.address(), 0x50).bin(type, 1).bcd(count, 4).bcd(cents, 5).crc();
    }

    /** C0: this LP 71 does not belong to the current redemption cycle; sent without ticket data. */
    private static int notCompatible(Frame f, int address) {
        return f.start(address, 0x71).bin(1, 1).bin(TicketStatus.NOT_COMPATIBLE, 1).crc();
    }
}
