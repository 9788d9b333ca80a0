package io.opencab.app.cli;

import java.io.UnsupportedEncodingException;
import java.nio.charset.StandardCharsets;
import java.time.ZoneId;
import java.util.Map;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.logging.StreamHandler;

/**
 * Sets up the cabinet's log when the {@code cabinet} command starts: every record (our System.Logger
 * calls, and the libraries' SLF4J through slf4j-jdk14) goes to standard error as one {@link LogLine}
 * (docs/cabinet.md, "Log"). Standard output stays for the command's own report.
 */
final class CabinetLog {
    private CabinetLog() {
    }

    /** Replaces the root logger's handlers with one standard-error handler in the cabinet's format. */
    static void install(Map<String, String> env) {
        boolean journald = env.get("JOURNAL_STREAM") != null;
        boolean stacks = Boolean.getBoolean("opencab.log.stacktrace");
        Handler h = new StreamHandler(System.err, new LogLine(journald, stacks, ZoneId.systemDefault())) {
            @Override
            public synchronized void publish(java.util.logging.LogRecord record) {
                super.publish(record);
                flush(); // a line is written when it is logged, not when a buffer fills
            }
        };
        try {
            h.setEncoding(StandardCharsets.UTF_8.name());
        } catch (UnsupportedEncodingException e) {
            throw new IllegalStateException(e);
        }
        h.setLevel(Level.ALL);
        Logger root = Logger.getLogger("");
        for (Handler old : root.getHandlers()) {
            root.removeHandler(old);
        }
        root.addHandler(h);
        root.setLevel(Level.INFO);
    }
}
