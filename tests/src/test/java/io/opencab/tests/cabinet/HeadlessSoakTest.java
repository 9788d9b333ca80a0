package io.opencab.tests.cabinet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.opencab.app.cli.CabinetCli;
import io.opencab.app.config.PinHash;
import io.opencab.engine.game.GameCatalog;
import io.opencab.meters.MeterStore;
import io.opencab.meters.MeterStoreConfig;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Clock;
import java.util.Comparator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Headless soak (issue 8): {@code cabinet run --headless} plays at least 100,000 rounds over every game
 * of the catalog through the whole cabinet (actions, engine, journal, meters, simulated devices), with
 * bills, jackpot handpays keyed off, a cash out at the end, and the audit identity checked every 1,000
 * rounds by the driver (and before every round by the store itself).
 *
 * <p>Rounds: {@code -Dsoak.rounds=N} (default 100,000). The store goes on tmpfs ({@code /dev/shm})
 * when there is one: this test is about the cabinet's logic; the disk's commit cost is measured by
 * the meter store benchmark (docs/performance.md). {@code -Dsoak.disk=true} keeps it on disk.
 */
class HeadlessSoakTest {
    private static final String PIN = "2580";

    @TempDir
    Path dir;

    @Test
    void aHundredThousandRoundsHeadlessWithTheAuditIdentityCheckedThroughout() throws Exception {
        long rounds = Long.getLong("soak.rounds", 100_000);
        GameCatalog catalog = GameCatalog.standard();
        int games = catalog.ids().size();
        long perGame = (rounds + games - 1) / games;
        // Install SQLite's native library from the ordinary temp directory first (tmpfs may be noexec).
        MeterStore.create(dir.resolve("warm-up.db"), MeterStoreConfig.defaults(1), Clock.systemUTC()).close();
        Path shm = Path.of("/dev/shm");
        boolean tmpfs = !Boolean.getBoolean("soak.disk") && Files.isDirectory(shm) && Files.isWritable(shm);
        Path base = tmpfs ? Files.createTempDirectory(shm, "opencab-soak-") : dir;
        try {
            Path config = base.resolve("soak.properties"); // beside the store: it must lie in the configuration's directory
            Files.writeString(config, String.join("\n",
                "cabinet.id=SOAK-1",
                "cabinet.denomination.cents=1",
                "games.enabled=" + String.join(",", catalog.ids()),
                "bet.max.credits=1000000",
                "credit.limit.credits=1000000",
                "handpay.limit.credits=120000",
                "bills.accepted.cents=100,500,1000,2000,5000,10000",
                "hal.gpio=simulated",
                "hal.bill=simulated",
                "hal.bill.currency=USD",
                "store.path=" + base.resolve("meters.db"),
                "store.create=true",
                "security.pin.attendant=" + PinHash.create(PIN, PinHash.MIN_ITERATIONS, new SecureRandom()).encode(),
                "security.pin.technician=" + PinHash.create("9753", PinHash.MIN_ITERATIONS, new SecureRandom()).encode(),
                ""));
            Path script = dir.resolve("soak.script");
            Files.writeString(script, String.join("\n",
                "auto-handpay " + PIN,
                "audit-every 1000",
                "bill 100",
                "play-all " + perGame + " refill 100",
                "bill 1",
                "cashout",
                "attendant " + PIN,
                "expect credits 0",
                "expect state IDLE",
                "audit",
                "meters",
                ""));
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            long seed = Long.getLong("soak.seed", System.nanoTime());
            System.out.println("headless soak: " + perGame * games + " rounds, seed " + seed + ", store on "
                + (tmpfs ? "tmpfs" : "disk") + " (rerun with -Dsoak.seed=" + seed + ")");

            int code = CabinetCli.execute(new String[] {"run", "--headless", "--config", config.toString(), "--script",
                script.toString(), "--seed", Long.toString(seed)}, new PrintWriter(out, true), new PrintWriter(err, true));

            String o = out.toString();
            System.out.println(o.lines().filter(l -> l.startsWith("played") || l.startsWith("headless run")
                || l.contains("audit:")).reduce("", (a, b) -> a + b + "\n"));
            assertEquals(0, code, err + "\n" + o);
            Matcher m = Pattern.compile("headless run: (\\d+) rounds?, (\\d+) jackpot lockups?, (\\d+) audit checks? passed")
                .matcher(o);
            assertTrue(m.find(), o);
            assertEquals(perGame * games, Long.parseLong(m.group(1)));
            assertTrue(Long.parseLong(m.group(3)) >= perGame * games / 1000, "the identity was checked throughout");
            assertTrue(o.contains("audit: credits 0 = bills in + tickets in + coin out - coin in - cancelled credits = 0"), o);
            Matcher played = Pattern.compile("games played/won/lost\\s+([\\d,]+) / ([\\d,]+) / ([\\d,]+)").matcher(o);
            assertTrue(played.find(), o);
            long p = Long.parseLong(played.group(1).replace(",", ""));
            assertEquals(perGame * games, p);
            assertEquals(p, Long.parseLong(played.group(2).replace(",", "")) + Long.parseLong(played.group(3).replace(",", "")));
        } finally {
            if (tmpfs) {
                try (Stream<Path> files = Files.walk(base)) {
                    files.sorted(Comparator.reverseOrder()).forEach(f -> {
                        try {
                            Files.deleteIfExists(f);
                        } catch (IOException e) {
                            System.err.println("soak: could not delete " + f + ": " + e);
                        }
                    });
                }
            }
        }
    }
}
