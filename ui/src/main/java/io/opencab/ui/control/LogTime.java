package io.opencab.ui.control;

import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;

/** Times in the attendant's logs and recall, in the cabinet's zone. */
public final class LogTime {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss")
            .withZone(ZoneId.systemDefault());

    private LogTime() {
    }

    public static String of(Instant at) {
        return at == null ? "" : TIME.format(at);
    }
}
