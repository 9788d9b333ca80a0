package io.opencab.serial;

import com.fazecast.jSerialComm.SerialPort;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.BiFunction;

/**
 * Opens a serial port by path through jSerialComm, the same way for the bill validator (hal) and the SAS port:
 * pseudo-terminals are not enumerated, so a port is always opened by its path (regulations.md 4); 8 data bits, one
 * stop bit, no flow control, reads semi-blocking. Each caller names the port in its messages and throws its own
 * module's exception.
 */
public final class SerialPorts {
    private SerialPorts() {
    }

    /**
     * @param label         how messages name the port ("serial port", "SAS port")
     * @param parity        a jSerialComm parity constant
     * @param readTimeoutMs the first read timeout (callers change it per read)
     * @param setting       what the port could not be opened with, for the message, e.g. "at 9600 baud, parity EVEN ("
     * @param error         the caller's exception for a message and its cause (null when there is none)
     */
    public static SerialPort open(String label, String path, int baud, int parity, int readTimeoutMs, String setting,
            BiFunction<String, Throwable, RuntimeException> error) {
        if (!Files.exists(Path.of(path))) {
            throw error.apply(label + " " + path + " does not exist", null);
        }
        SerialPort p;
        try {
            p = SerialPort.getCommPort(path);
        } catch (RuntimeException e) {
            throw error.apply(label + " " + path + " cannot be used", e);
        }
        p.setComPortParameters(baud, 8, SerialPort.ONE_STOP_BIT, parity);
        p.setFlowControl(SerialPort.FLOW_CONTROL_DISABLED);
        p.setComPortTimeouts(SerialPort.TIMEOUT_READ_SEMI_BLOCKING, readTimeoutMs, 0);
        if (!p.openPort()) {
            throw error.apply(label + " " + path + " could not be opened " + setting + "error " + p.getLastErrorCode()
                + " at line " + p.getLastErrorLocation() + ")", null);
        }
        return p;
    }
}
