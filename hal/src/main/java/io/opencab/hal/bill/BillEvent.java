package io.opencab.hal.bill;

import io.opencab.hal.EventChecks;
import java.time.Duration;
import java.time.Instant;
import java.util.UUID;

/** What a bill validator reports to its listeners; every event carries the injected clock's time. */
public sealed interface BillEvent {
    Instant at();

    /** A note is in escrow and its pending credit is durable in the ledger; it is being stacked. */
    record NoteEscrowed(UUID noteId, int escrowCode, long valueCents, Instant at) implements BillEvent {
        public NoteEscrowed {
            EventChecks.require("noteId", noteId, at);
        }
    }

    /** The validator reported the note stacked and the ledger has credited it (exactly once). */
    record NoteStacked(UUID noteId, long valueCents, Instant at) implements BillEvent {
        public NoteStacked {
            EventChecks.require("noteId", noteId, at);
        }
    }

    /** A note whose pending credit was recorded came back to the player; the ledger dropped it. */
    record NoteReturned(UUID noteId, long valueCents, Instant at) implements BillEvent {
        public NoteReturned {
            EventChecks.require("noteId", noteId, at);
        }
    }

    /**
     * A note refused before any pending credit: by the validator (its reason code) or by the host
     * (inhibited, unknown or disabled denomination, ledger failure). {@code rawCode} is the validator's
     * reject byte, or the escrow code for a host refusal.
     */
    record NoteRejected(RejectReason reason, int rawCode, Instant at) implements BillEvent {
        public NoteRejected {
            EventChecks.require("reason", reason, at);
        }
    }

    /**
     * The validator's reports do not prove whether a note was stacked (for example: power lost after vend
     * valid, or a stacked report lost). No credit is given; the pending entry stays in the ledger for an
     * attendant to resolve (count the cash box). {@code noteId} is null for a note the host never accepted.
     */
    record NoteInDoubt(UUID noteId, long valueCents, String why, Instant at) implements BillEvent {
        public NoteInDoubt {
            EventChecks.require("why", why, at);
        }
    }

    /**
     * A barcode ticket (18 ASCII digits, a SAS validation number) is in escrow and held there (ID-003 HOLD)
     * for a decision: {@link BillValidator#stackTicket} or {@link BillValidator#returnTicket}. With no decision
     * within the configured hold time the driver returns it itself ({@link TicketReturned}).
     */
    record TicketEscrowed(UUID ticketId, String barcode, Instant at) implements BillEvent {
        public TicketEscrowed {
            EventChecks.require("ticketId", ticketId, "barcode", barcode, at);
        }
    }

    /**
     * The ticket the host asked to stack was reported stacked after a VEND VALID this host acknowledged for it.
     * Reported once per ticket, and for no other sequence of reports.
     */
    record TicketStacked(UUID ticketId, String barcode, Instant at) implements BillEvent {
        public TicketStacked {
            EventChecks.require("ticketId", ticketId, "barcode", barcode, at);
        }
    }

    /**
     * The ticket came back to the player (the reports prove it): the host asked for it back, the hold time
     * ran out, or the validator gave it back by itself. {@code why} says which.
     */
    record TicketReturned(UUID ticketId, String barcode, String why, Instant at) implements BillEvent {
        public TicketReturned {
            EventChecks.require("ticketId", ticketId, "barcode", barcode, "why", why, at);
        }
    }

    /**
     * The reports do not prove whether the ticket was stacked or given back (for example a jam or the line lost
     * after the host asked to stack it). Never followed by {@link TicketStacked} for it. {@code ticketId} is
     * null only for a ticket the host refused (a {@link NoteRejected} was reported) that the validator then
     * vended or stacked anyway.
     */
    record TicketInDoubt(UUID ticketId, String barcode, String why, Instant at) implements BillEvent {
        public TicketInDoubt {
            EventChecks.require("barcode", barcode, "why", why, at);
        }
    }

    /** A fault began ({@code detail}: the failure code for FAILURE, else 0). */
    record FaultRaised(ValidatorFault fault, int detail, Instant at) implements BillEvent {
        public FaultRaised {
            EventChecks.require("fault", fault, at);
        }
    }

    /** A fault ended (for COMMUNICATION_LOST: the validator answers again). */
    record FaultCleared(ValidatorFault fault, Instant at) implements BillEvent {
        public FaultCleared {
            EventChecks.require("fault", fault, at);
        }
    }

    /**
     * SETTINGS_UNCONFIRMED stands and the host tries again now: the validator is reset and every setting sent anew
     * (issue 41). {@code attempt} counts the tries since the fault was raised; {@code byAttendant} when asked for
     * through {@link BillValidator#retrySettings}, else the back-off schedule; {@code nextRetry} is how long after
     * this try the next one is due if the settings are still not confirmed (zero: none is scheduled). A try that confirms them is followed by
     * {@link FaultCleared}.
     */
    record SettingsRetried(int attempt, boolean byAttendant, Duration nextRetry, Instant at) implements BillEvent {
        public SettingsRetried {
            EventChecks.require("nextRetry", nextRetry, at);
        }
    }

    /** A well-formed frame that made no sense here (unknown status, refused command); counted, survived. */
    record ProtocolError(String detail, Instant at) implements BillEvent {
        public ProtocolError {
            EventChecks.require("detail", detail, at);
        }
    }
}
