package io.opencab.app.sas;

import io.opencab.app.cabinet.Cabinet;
import io.opencab.app.cabinet.devices.CabinetClock;
import io.opencab.meters.EventType;
import io.opencab.meters.MeterException;
import io.opencab.meters.SasRecords;
import java.time.Clock;
import java.time.Duration;
import java.time.LocalDateTime;

/**
 * LP 7F, the host's date and time (SAS 6.02 section 7.17; docs/sas.md "LP 7F"): the cabinet's {@link CabinetClock}
 * takes it at once (LP 7E answers it from the next poll) and its offset from the operating system's clock is kept
 * in critical memory with an event that names the time before and after; where the jurisdiction refuses it
 * ({@code sas.clock.set=false}) the clock is kept and the host's time is logged with the difference. The link
 * thread calls {@link #set}; the log line and the store write go to the SAS service's thread.
 */
final class HostClock {
    private static final System.Logger LOG = System.getLogger(HostClock.class.getName());
    private final Cabinet cabinet;
    private final Clock clock;
    private final boolean allowed;
    private final LinkMailbox mailbox;

    HostClock(Cabinet cabinet, Clock clock, boolean allowed, LinkMailbox mailbox) {
        this.cabinet = cabinet;
        this.clock = clock;
        this.allowed = allowed;
        this.mailbox = mailbox;
    }

    void set(LocalDateTime time) {
        LocalDateTime own = LocalDateTime.now(clock).withNano(0);
        long diff = Duration.between(own, time).toSeconds();
        String ahead = (diff >= 0 ? "+" : "") + diff + " s";
        if (!allowed || !(clock instanceof CabinetClock c)) {
            String text = "SAS host sent the date and time " + time + " (LP 7F); the cabinet's clock reads " + own
                + " (" + ahead + "); not set: " + (allowed ? "this cabinet's clock is fixed"
                : "sas.clock.set=false, the jurisdiction keeps the cabinet's own clock");
            mailbox.task(() -> {
                LOG.log(System.Logger.Level.INFO, text);
                try {
                    cabinet.withStore(s -> s.logEvent(EventType.CABINET, text));
                } catch (MeterException e) {
                    LOG.log(System.Logger.Level.WARNING, "SAS LP 7F not logged: " + e.getMessage());
                }
            });
            return;
        }
        long offset = c.offsetMillis() + Duration.between(clock.instant(), time.atZone(clock.getZone()).toInstant())
            .toMillis();
        c.offsetMillis(offset);
        String text = "SAS host set the date and time to " + time + " (LP 7F); the cabinet's clock read " + own + " ("
            + ahead + "); it now runs " + offset / 1000 + " s from the operating system's clock";
        mailbox.task(() -> {
            LOG.log(System.Logger.Level.INFO, text);
            try {
                cabinet.withStore(s -> {
                    SasRecords.of(s).clockOffset(offset, text);
                    return null;
                });
            } catch (MeterException e) {
                LOG.log(System.Logger.Level.WARNING, "SAS LP 7F: the clock is set but its offset is not kept (it is"
                    + " lost at the next power-up): " + e.getMessage());
            }
        });
    }
}
