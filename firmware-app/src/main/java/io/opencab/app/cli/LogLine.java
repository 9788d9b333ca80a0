package io.opencab.app.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.logging.Formatter;
import java.util.logging.Level;
import java.util.logging.LogRecord;

/**
 * One log record, one line: the cabinet's log format for java.util.logging, System.Logger and (through
 * slf4j-jdk14) SLF4J. On a terminal: time, level, logger, message. Under systemd (journald sets
 * JOURNAL_STREAM) the line starts with the syslog priority ({@code <3>} for errors, {@code <4>}
 * warnings, {@code <6>} information) and has no time, which journald adds itself. A cause is
 * summed up on the same line; its stack trace follows only with {@code -Dopencab.log.stacktrace=true}.
 */
final class LogLine extends Formatter {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss.SSS");

    private final boolean journald;
    private final boolean stackTraces;
    /** {@link #TIME} in the cabinet's zone: a record's instant is written as local time. */
    private final DateTimeFormatter time;

    LogLine(boolean journald, boolean stackTraces, ZoneId zone) {
        this.time = TIME.withZone(zone);
        this.journald = journald;
        this.stackTraces = stackTraces;
    }

    @Override
    public String format(LogRecord r) {
        StringBuilder b = new StringBuilder(160);
        if (journald) {
            b.append('<').append(priority(r.getLevel())).append('>');
        } else {
            b.append(time.format(r.getInstant())).append(' ').append(r.getLevel().getName()).append(' ');
        }
        b.append(shortName(r.getLoggerName())).append(": ").append(oneLine(formatMessage(r)));
        Throwable t = r.getThrown();
        for (int depth = 0; t != null && depth < 8; depth++, t = t.getCause() == t ? null : t.getCause()) {
            b.append(depth == 0 ? " [" : "; caused by ").append(t.getClass().getSimpleName());
            if (t.getMessage() != null) {
                b.append(": ").append(oneLine(t.getMessage()));
            }
        }
        if (r.getThrown() != null) {
            b.append(']');
        }
        b.append(System.lineSeparator());
        if (stackTraces && r.getThrown() != null) {
            StringWriter w = new StringWriter();
            r.getThrown().printStackTrace(new PrintWriter(w));
            b.append(w);
        }
        return b.toString();
    }

    /** syslog priorities as sd-daemon(3) prefixes: 3 error, 4 warning, 6 info, 7 debug. */
    static int priority(Level level) {
        int v = level.intValue();
        if (v >= Level.SEVERE.intValue()) {
            return 3;
        }
        if (v >= Level.WARNING.intValue()) {
            return 4;
        }
        return v >= Level.INFO.intValue() ? 6 : 7;
    }

    private static String shortName(String logger) {
        if (logger == null || logger.isEmpty()) {
            return "cabinet";
        }
        int dot = logger.lastIndexOf('.');
        return dot < 0 ? logger : logger.substring(dot + 1);
    }

    private static String oneLine(String s) {
        return s == null ? "" : s.replace("\r\n", " | ").replace('\n', ' ').replace('\r', ' ');
    }
}
