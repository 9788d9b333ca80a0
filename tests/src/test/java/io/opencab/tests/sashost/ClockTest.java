package io.opencab.tests.sashost;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 35: LP 7F sets the gaming machine's date and time, LP 7E reads it back. Layouts as public host and EGM
 * implementations give them (a public SMIB's LP 7F message, the Monaco SAS client): LP 7F
 * {@code address 7F MMDDYYYY(4 BCD) HHMMSS(3 BCD) CRC}, answered by the ACK (the address); LP 7E is of type R,
 * answered {@code address 7E MMDDYYYY HHMMSS CRC}.
 */
class ClockTest {
    @Test
    void lp7eReadsBackTheDateAndTimeLp7fSet(@TempDir Path dir) throws Exception {
        try (CabinetRig rig = new CabinetRig(dir).start()) {
            Habits.INTERLEAVING.drain(rig.host, 2, 20);
            LocalDateTime set = LocalDateTime.of(2031, 3, 4, 5, 6, 7);
            // given the host set the date and time with LP 7F
            byte[] ack = rig.host.answeredS(Habits.ADDRESS, 0x7F, Hex.concat(
                Hex.bcd(set.getMonthValue() * 1_000_000L + set.getDayOfMonth() * 10_000L + set.getYear(), 4),
                Hex.bcd(set.getHour() * 10_000L + set.getMinute() * 100L + set.getSecond(), 3)), HostLine.Shape.fixed(1));
            assertArrayEquals(new byte[] {Habits.ADDRESS}, ack, "LP 7F reply" + rig.host.transcript());
            rig.host.pollAbsent(Habits.OTHER_ADDRESS);
            // when it reads them with LP 7E
            byte[] r = rig.host.answeredR(Habits.ADDRESS, 0x7E, HostLine.Shape.fixed(11));
            // then the machine's clock reads what was set (plus the seconds since)
            String got = Hex.of(r) + rig.host.transcript();
            assertTrue(r != null && r.length == 11 && SasCrc.valid(r) && r[1] == 0x7E, "LP 7E reply " + got);
            long date = Hex.bcd(r, 2, 4);
            long time = Hex.bcd(r, 6, 3);
            LocalDateTime read = LocalDateTime.of((int) (date % 10_000), (int) (date / 1_000_000), (int) (date / 10_000 % 100),
                (int) (time / 10_000), (int) (time / 100 % 100), (int) (time % 100));
            long drift = Duration.between(set, read).toSeconds();
            assertTrue(drift >= 0 && drift <= 10, "LP 7E reads " + read + " after LP 7F set " + set + ": " + got);
            assertEquals(set.getYear(), read.getYear());
        }
    }
}
