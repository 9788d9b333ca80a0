package io.opencab.hal;

import java.time.Instant;
import java.util.Objects;

/**
 * The check every device event's record makes in its compact constructor (bill validator, ticket printer, doors,
 * buttons, attendant key): the components it cannot do without are present, and so is its time, which every event
 * carries from the injected clock. Each record names its required components once, in one call, in the order of
 * its components with the time last; the first one missing names the {@link NullPointerException}.
 */
public final class EventChecks {
    private EventChecks() {
    }

    /** An event whose only required component is its time. */
    public static void require(Instant at) {
        Objects.requireNonNull(at, "at");
    }

    public static void require(String name, Object value, Instant at) {
        Objects.requireNonNull(value, name);
        require(at);
    }

    public static void require(String name1, Object value1, String name2, Object value2, Instant at) {
        Objects.requireNonNull(value1, name1);
        require(name2, value2, at);
    }

    public static void require(String name1, Object value1, String name2, Object value2, String name3, Object value3,
                               Instant at) {
        Objects.requireNonNull(value1, name1);
        require(name2, value2, name3, value3, at);
    }
}
