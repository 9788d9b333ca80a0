package io.opencab.hal.bill.id003;

import com.fazecast.jSerialComm.SerialPort;
import io.opencab.hal.HalException;
import io.opencab.hal.bill.Parity;
import io.opencab.serial.SerialPorts;
import java.io.IOException;

/**
 * A serial port through jSerialComm, opened by path (pseudo-terminals are not enumerated, so they are
 * always opened by path; regulations.md 4). 8 data bits, 1 stop bit, the configured parity.
 */
public final class JSerialCommLink implements SerialLink {
    private final SerialPort port;
    private final String path;
    private int lastTimeout = -1;

    private JSerialCommLink(SerialPort port, String path) {
        this.port = port;
        this.path = path;
    }

    public static JSerialCommLink open(String path, int baud, Parity parity) {
        SerialPort p = SerialPorts.open("serial port", path, baud,
                parity == Parity.EVEN ? SerialPort.EVEN_PARITY : SerialPort.NO_PARITY, 100,
                "at " + baud + " baud, parity " + parity + " (", HalException::new);
        return new JSerialCommLink(p, path);
    }

    public static SerialLink.Opener opener(String path, int baud, Parity parity) {
        return () -> open(path, baud, parity);
    }

    @Override
    public void write(byte[] bytes) throws IOException {
        int n = port.writeBytes(bytes, bytes.length);
        if (n != bytes.length) {
            throw new IOException("serial port " + path + ": wrote " + n + " of " + bytes.length + " bytes");
        }
    }

    @Override
    public int read(byte[] buf, int timeoutMs) throws IOException {
        int t = Math.max(1, timeoutMs);
        if (t != lastTimeout) {
            port.setComPortTimeouts(SerialPort.TIMEOUT_READ_SEMI_BLOCKING, t, 0);
            lastTimeout = t;
        }
        int n = port.readBytes(buf, buf.length);
        if (n < 0) {
            throw new IOException("serial port " + path + " read failed (error " + port.getLastErrorCode() + ")");
        }
        return n;
    }

    @Override
    public void discardInput() throws IOException {
        byte[] junk = new byte[256];
        for (int guard = 0; guard < 64; guard++) {
            int avail = port.bytesAvailable();
            if (avail < 0) {
                throw new IOException("serial port " + path + " is gone");
            }
            if (avail == 0) {
                return;
            }
            int n = port.readBytes(junk, Math.min(avail, junk.length));
            if (n < 0) {
                throw new IOException("serial port " + path + " read failed");
            }
        }
    }

    @Override
    public void close() {
        port.closePort();
    }

    @Override
    public String toString() {
        return path;
    }
}
