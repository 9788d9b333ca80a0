package io.opencab.app.cabinet.state;

import java.time.Instant;
import java.util.Objects;

/**
 * One active lockup.
 *
 * @param reason why
 * @param code   unique id, also the meter store's tilt code (e.g. {@code DOOR_OPEN.MAIN}, {@code VALIDATOR.STACKER_FULL})
 * @param detail the specific error for the screen and the event log
 * @param since  when it was raised
 */
public record Tilt(TiltReason reason, String code, String detail, Instant since) {
    public Tilt {
        Objects.requireNonNull(reason, "reason");
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(detail, "detail");
        Objects.requireNonNull(since, "since");
    }

    /** The reason a stored tilt code stands for ({@code REASON} or {@code REASON.qualifier}; VALIDATOR for validator faults). */
    public static TiltReason reasonOf(String code) {
        String head = code.contains(".") ? code.substring(0, code.indexOf('.')) : code;
        if (head.equals("VALIDATOR")) {
            return TiltReason.VALIDATOR_FAULT;
        }
        try {
            return TiltReason.valueOf(head);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }
}
