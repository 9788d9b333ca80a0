package io.opencab.hal.printer;

import io.opencab.hal.EventChecks;
import java.time.Instant;
import java.util.UUID;

/** What a ticket printer reports to its listeners; every event carries the injected clock's time. */
public sealed interface PrinterEvent {
    Instant at();

    /** The ticket was handed to the printer; from now on a failure leaves it in doubt. */
    record PrintStarted(UUID jobId, Instant at) implements PrinterEvent {
        public PrintStarted {
            EventChecks.require("jobId", jobId, at);
        }
    }

    /**
     * The printer confirmed the ticket printed (its validation number done and the printer idle again).
     * Only this event lets the cabinet take the credits off the meter.
     */
    record PrintCompleted(UUID jobId, Instant at) implements PrinterEvent {
        public PrintCompleted {
            EventChecks.require("jobId", jobId, at);
        }
    }

    /**
     * The ticket did not print, or it is not known whether it did. {@code inDoubt} is false only when
     * nothing was sent to the printer (it was faulted, busy or unknown): the cabinet may then hand-pay.
     * When true, a ticket may be in the player's hand: the cabinet must lock up "ticket in doubt" for an
     * attendant and never print a second ticket for the same credits.
     */
    record PrintFailed(UUID jobId, boolean inDoubt, String why, Instant at) implements PrinterEvent {
        public PrintFailed {
            EventChecks.require("jobId", jobId, "why", why, at);
        }
    }

    /** A condition began (PAPER_LOW included). */
    record FaultRaised(PrinterFault fault, Instant at) implements PrinterEvent {
        public FaultRaised {
            EventChecks.require("fault", fault, at);
        }
    }

    /** A condition ended. */
    record FaultCleared(PrinterFault fault, Instant at) implements PrinterEvent {
        public FaultCleared {
            EventChecks.require("fault", fault, at);
        }
    }

    /** An answer that made no sense (garbage, wrong length, another firmware); counted and survived. */
    record ProtocolError(String detail, Instant at) implements PrinterEvent {
        public ProtocolError {
            EventChecks.require("detail", detail, at);
        }
    }
}
