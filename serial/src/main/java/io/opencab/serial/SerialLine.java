package io.opencab.serial;

import com.fazecast.jSerialComm.SerialPort;
import java.io.IOException;
import java.util.Objects;

/**
 * An open port's reads and writes, the same for the bill validator's line (hal) and the SAS port: a read waits
 * at most its timeout (semi-blocking, at least 1 ms, set again only when it changes) and a short write or a failed
 * read is an {@link IOException} naming the port, which each caller's reconnect logic handles.
 */
public final class SerialLine {
    private final SerialPort port;
    private final String name;
    private int lastTimeout = -1;

    /** @param label how messages name the port ("serial port", "SAS port"), as given to {@link SerialPorts#open} */
    public SerialLine(SerialPort port, String label, String path) {
        this.port = Objects.requireNonNull(port, "port");
        this.name = label + " " + path;
    }

    /** The port itself, for what only one protocol does with it (parity changes, flushes). */
    public SerialPort port() {
        return port;
    }

    /** How messages name the port, e.g. "SAS port /dev/ttyS1". */
    public String name() {
        return name;
    }

    public int read(byte[] buf, int timeoutMs) throws IOException {
        int t = Math.max(1, timeoutMs);
        if (t != lastTimeout) {
            port.setComPortTimeouts(SerialPort.TIMEOUT_READ_SEMI_BLOCKING, t, 0);
            lastTimeout = t;
        }
        int n = port.readBytes(buf, buf.length);
        if (n < 0) {
            throw new IOException(name + " read failed (error " + port.getLastErrorCode() + ")");
        }
        return n;
    }

    public void write(byte[] bytes, int length) throws IOException {
        int n = port.writeBytes(bytes, length);
        if (n != length) {
            throw new IOException(name + ": wrote " + n + " of " + length + " bytes");
        }
    }

    public void close() {
        port.closePort();
    }
}
