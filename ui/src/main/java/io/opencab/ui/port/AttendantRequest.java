package io.opencab.ui.port;

/** What an attendant or technician can ask from the attendant menu. The cabinet checks the role. */
public sealed interface AttendantRequest {

    /** The pending handpay (jackpot or cash-out) has been paid by hand. */
    record HandpayPaid() implements AttendantRequest {
    }

    /** Clear the active tilt {@code code} once its cause is gone. */
    record ClearTilt(String code) implements AttendantRequest {
    }

    /**
     * Resolve the ticket in doubt (lockup code {@code TICKET_IN_DOUBT}, docs/tito.md): {@code printed} when the
     * attendant found the ticket printed, false when not (the cabinet then hand-pays the credits).
     */
    record ResolveTicket(boolean printed) implements AttendantRequest {
    }

    /**
     * Resolve the redeemed ticket in doubt (lockup code {@code REDEEM_IN_DOUBT}, docs/tito.md "Ticket in"):
     * {@code inStacker} when the attendant found it in the stacker (its authorised amount is credited), false
     * when it was given back (nothing is).
     */
    record ResolveRedeem(boolean inStacker) implements AttendantRequest {
    }

    /** Clear the period meters (logged). */
    record ClearPeriod() implements AttendantRequest {
    }

    /**
     * Clear all critical memory. The kiosk sends it only after two confirmations; {@code reason}
     * is what the technician typed, for the event log.
     */
    record RamClear(String reason) implements AttendantRequest {
    }

    /** Technician: set a configuration key. */
    record SetConfig(String key, String value) implements AttendantRequest {
    }

    /** Diagnostics: switch a lamp on or off for the lamp test. */
    record LampTest(String lamp, boolean on) implements AttendantRequest {
    }

    /**
     * Check the installed software against its manifest now (any role; a mismatch locks the
     * cabinet up). The result is the cabinet's message, or its tilt.
     */
    record VerifySoftware(String seedHex) implements AttendantRequest {
        /** The SHA-256 check, without a seed. */
        public VerifySoftware() {
            this(null);
        }
    }

    /** Leave the attendant menu (the key is still turned; the PIN will be asked again). */
    record Logout() implements AttendantRequest {
    }
}
