package io.opencab.hal.bill.id003;

import java.io.IOException;

/** A byte pipe to a serial device; jSerialComm in production, anything in tests. */
public interface SerialLink extends AutoCloseable {
    void write(byte[] bytes) throws IOException;

    /** Reads up to {@code buf.length} bytes, waiting at most {@code timeoutMs}; 0 on timeout. */
    int read(byte[] buf, int timeoutMs) throws IOException;

    /** Drops bytes already received (stale answers, garbage) before a new request. */
    void discardInput() throws IOException;

    @Override
    void close();

    /** Opens a link; a missing or unusable port is a {@link io.opencab.hal.HalException}. */
    @FunctionalInterface
    interface Opener {
        SerialLink open();
    }
}
