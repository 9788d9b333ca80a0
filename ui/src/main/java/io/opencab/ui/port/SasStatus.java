package io.opencab.ui.port;

import java.util.List;
import java.util.Objects;

/**
 * The SAS link as the attendant's SAS page shows it (docs/sas.md, docs/ui.md): what runs now, its
 * counters since power-up, the last exceptions the host received, and the {@code sas.*} settings.
 *
 * @param enabled     SAS runs on this cabinet now
 * @param address     the running address (1..127), 0 when SAS is off
 * @param port        the serial port or pseudo-terminal, "" when SAS is off
 * @param linkUp      the host polls us (a poll for our address within the last 5 s)
 * @param polls       polls for our address answered since power-up
 * @param crcErrors   frames for us with a bad CRC (ignored, as SAS says)
 * @param nacks       polls repeated by the host (its NACK: the last reply was sent again)
 * @param unsupported long polls we do not support (ignored)
 * @param busy        polls answered "busy" (no snapshot yet)
 * @param recent      the last (at most 20) exceptions sent, newest first
 * @param settings    the {@code sas.*} configuration keys (editable for the technician; they apply at the next start)
 */
public record SasStatus(boolean enabled, int address, String port, boolean linkUp, long polls, long crcErrors,
                        long nacks, long unsupported, long busy, List<SentException> recent, List<ConfigItem> settings) {

    public SasStatus {
        Objects.requireNonNull(port, "port");
        recent = List.copyOf(recent);
        settings = List.copyOf(settings);
    }

    /** A cabinet that does not run SAS, with its settings (so a technician can switch it on). */
    public static SasStatus off(List<ConfigItem> settings) {
        return new SasStatus(false, 0, "", false, 0, 0, 0, 0, 0, List.of(), settings);
    }

    /** One exception the host received: its code (00..FF) and what it means. */
    public record SentException(int code, String meaning) {
    }
}
