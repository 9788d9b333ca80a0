package io.opencab.app.cli;

import io.opencab.app.config.CabinetConfigTest;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code cabinet run}, {@code check-config} and {@code hash-pin} from the command line. */
class RunCommandTest {
    @TempDir
    Path dir;
    private final CliRun cli = new CliRun();

    @Test
    void theHeadlessSummaryCountsOneThingInTheSingular() {
        // given/when/then: the summary's counts read as English for one, none and several
        assertEquals("1 audit check", RunCommand.count(1, "audit check"));
        assertEquals("0 rounds", RunCommand.count(0, "round"));
        assertEquals("2 jackpot lockups", RunCommand.count(2, "jackpot lockup"));
    }

    @Test
    void theHeadlessDemoRunsOnTheBuiltInConfigurationAndPrintsBalancedMeters() {
        int code = cli.run("run", "--headless", "--data-dir", dir.resolve("data").toString(), "--seed", "7");

        assertEquals(0, code, cli.out + "\n" + cli.err);
        String o = cli.out.toString();
        assertTrue(Files.exists(dir.resolve("data").resolve("meters.db")), "created on the first start");
        assertTrue(o.contains("headless run: "), o);
        assertTrue(o.contains("credits (000C)"), o);
        assertTrue(o.matches("(?s).*audit: credits 0 = bills in \\+ tickets in \\+ coin out - coin in - cancelled credits = 0.*"), o);
    }

    @Test
    void aSetWithoutAnEqualsSignIsRefusedBeforeAnythingStarts() {
        int code = cli.run("run", "--headless", "--data-dir", dir.resolve("data").toString(), "--set", "kiosk.attract.idle.seconds");

        assertEquals(2, code, cli.out + "\n" + cli.err);
        assertTrue(cli.err.toString().contains("--set needs KEY=VALUE, got 'kiosk.attract.idle.seconds'"), cli.err.toString());
        assertTrue(Files.notExists(dir.resolve("data")), "no store created");
    }

    /** A printer with its ticket keys but no SAS host hand-pays every cash-out: the start line says so at once. */
    @Test
    void aPrinterWithoutASasHostIsNamedAtTheStartAsHandpaysOnly() {
        int code = cli.run("run", "--headless", "--data-dir", dir.resolve("data").toString(), "--seed", "7",
            "--set", "hal.printer=simulated", "--set", "hal.printer.dir=" + dir.resolve("tickets"),
            "--set", "tito.ticket.limit.cents=50000", "--set", "tito.casino.name=OPENCAB CASINO");

        assertEquals(0, code, cli.out + "\n" + cli.err);
        assertTrue(cli.out.toString().contains("; tickets: none without a SAS host to validate them (sas.enabled): every"
            + " cash-out is a handpay"), cli.out.toString());
    }

    /** regulations.md 1.8: run from target/ with simulated devices, nothing is verified, and the report says so. */
    @Test
    void aDevelopmentBuildSaysItsSoftwareIsNotVerified() {
        int code = cli.run("run", "--headless", "--data-dir", dir.resolve("data").toString(), "--seed", "7");

        assertEquals(0, code, cli.out + "\n" + cli.err);
        assertTrue(cli.out.toString().contains("DEVELOPMENT MODE: software NOT verified (a development build with simulated"
            + " devices)"), cli.out.toString());
    }

    /** The bypass: started without -Dopencab.home, a cabinet with a real device used to play "not configured". */
    @Test
    void aCabinetWithARealDeviceNotRunFromASignedImageLocksUp() throws Exception {
        Path cfg = dir.resolve("cabinet.properties");
        Files.writeString(cfg, CabinetConfigTest.validText(dir).replace("hal.gpio = simulated",
            "hal.gpio = real\nhal.gpio.chip = gpiochip0"));

        io.opencab.app.verify.SoftwareVerifier.Result r = io.opencab.app.cabinet.startup.CabinetSetup.of(
            io.opencab.app.config.CabinetConfig.load(cfg, io.opencab.engine.game.GameCatalog.standard()), cfg).verifier()
            .verify();

        assertTrue(!r.passed() && r.configured(), r.detail());
        assertTrue(r.detail().contains("real devices are configured"), r.detail());
    }

    /**
     * The lab's cabinet: bill and GPIO simulated, a real ticket printer and a SAS link, the engine jar changed and run
     * from a build: it played and printed a real ticket. Such a cabinet is now a SOFTWARE_VERIFICATION lockup.
     */
    @Test
    void aDevelopmentBuildWithARealPrinterAndASasLinkLocksUp() throws Exception {
        Path cfg = realPrinter("sas.enabled = true\nsas.port = /dev/ttyS1\n");

        io.opencab.app.verify.SoftwareVerifier.Result r = io.opencab.app.cabinet.startup.CabinetSetup.of(
            io.opencab.app.config.CabinetConfig.load(cfg, io.opencab.engine.game.GameCatalog.standard()), cfg).verifier()
            .verify();

        assertTrue(!r.passed() && r.configured(), r.detail());
        assertTrue(r.detail().contains("real devices are configured (hal.printer=real, sas.enabled=true)"), r.detail());
    }

    /** The lab's credits came from a headless script's bill lines: no script reaches a real device or link. */
    @Test
    void headlessIsRefusedWithARealPrinter() throws Exception {
        Path cfg = realPrinter("");

        assertEquals(1, cli.run("run", "--headless", "--config", cfg.toString(), "--seed", "3"));

        assertTrue(cli.err.toString().contains("refused with a real device or link (hal.printer=real)"), cli.err.toString());
        assertTrue(Files.notExists(dir.resolve("data/meters.db")), "nothing started");
    }

    /** The lab's attack A3 (2026-11-28): the kiosk started with --seed on a cabinet with a real printer and SAS. */
    @Test
    void aSeededKioskIsRefusedWithARealPrinterAndASasLink() throws Exception {
        Path cfg = realPrinter("sas.enabled = true\nsas.port = /dev/ttyS1\n");

        assertEquals(2, cli.run("run", "--config", cfg.toString(), "--seed", "42"));

        assertTrue(cli.err.toString().contains("--seed is for tests on simulated devices and is refused with a real device"
            + " or link (hal.printer=real, sas.enabled=true)"), cli.err.toString());
        assertTrue(Files.notExists(dir.resolve("data/meters.db")), "nothing started");
    }

    /** A test configuration file with a real ticket printer (bill and GPIO simulated) and {@code more} keys. */
    private Path realPrinter(String more) throws Exception {
        Path cfg = dir.resolve("cabinet.properties");
        Files.writeString(cfg, CabinetConfigTest.validText(dir) + "tito.ticket.limit.cents = 100000\n"
            + "tito.casino.name = TEST CASINO\nhal.printer = real\nhal.printer.port = /dev/ttyUSB1\n" + more);
        return cfg;
    }

    @Test
    void aSecondRunOpensTheSameStore() {
        assertEquals(0, cli.run("run", "--headless", "--data-dir", dir.toString(), "--seed", "1"), cli.err.toString());
        cli.out.getBuffer().setLength(0);

        assertEquals(0, cli.run("run", "--headless", "--data-dir", dir.toString(), "--seed", "2"), cli.err.toString());

        assertTrue(cli.out.toString().contains("power resets"), cli.out.toString());
        assertTrue(cli.out.toString().matches("(?s).*power resets\\s+2 .*"), cli.out.toString());
    }

    @Test
    void withoutADisplayTheKioskFailsNamingHeadlessAndOpensNothing() {
        int code = CabinetCli.execute(new String[] {"run", "--data-dir", dir.resolve("data").toString()},
            new PrintWriter(cli.out, true), new PrintWriter(cli.err, true), java.util.Map.of());

        assertEquals(1, code);
        assertTrue(cli.err.toString().contains("no display") && cli.err.toString().contains("--headless"), cli.err.toString());
        assertTrue(Files.notExists(dir.resolve("data").resolve("meters.db")), "no store created for a screen that cannot show");
    }

    @Test
    void scriptsAreForHeadlessOnly() {
        assertEquals(2, cli.run("run", "--script", "x.txt", "--data-dir", dir.toString()));
        assertTrue(cli.err.toString().contains("--headless"), cli.err.toString());
    }

    @Test
    void aFailingScriptExitsOneNamingItsLineAndStillPrintsTheMeters() throws Exception {
        Path script = dir.resolve("s.txt");
        Files.writeString(script, "bill 20\nexpect credits 5\n");

        int code = cli.run("run", "--headless", "--data-dir", dir.toString(), "--script", script.toString());

        assertEquals(1, code);
        assertTrue(cli.err.toString().contains("script line 2: expected 5 credits but the meter shows 2000"), cli.err.toString());
        assertTrue(cli.out.toString().contains("credits (000C)"), cli.out.toString());
    }

    @Test
    void aMalformedScriptRunsNothing() throws Exception {
        Path script = dir.resolve("s.txt");
        Files.writeString(script, "bill 20\nplya-all 5\n");

        assertEquals(1, cli.run("run", "--headless", "--data-dir", dir.toString(), "--script", script.toString()));

        assertTrue(cli.err.toString().contains("script line 2: unknown command 'plya-all'"), cli.err.toString());
        assertTrue(Files.notExists(dir.resolve("meters.db")), "nothing started");
    }

    @Test
    void setChangesAKeyOfTheBuiltInConfigurationCheckedAsAFileIs() {
        assertEquals(0, cli.run("run", "--headless", "--data-dir", dir.resolve("data").toString(), "--seed", "7",
            "--set", "money.grouping=period"), cli.err.toString());
        assertTrue(cli.out.toString().contains("credits (000C)"), cli.out.toString());

        assertEquals(1, cli.run("run", "--headless", "--data-dir", dir.resolve("other").toString(), "--set",
            "kiosk.attract.idle.seconds=5"));
        assertTrue(cli.err.toString().contains("kiosk.attract.idle.seconds"), cli.err.toString());
    }

    @Test
    void setIsForTheBuiltInConfigurationOnly() throws Exception {
        Path cfg = dir.resolve("cabinet.properties");
        Files.writeString(cfg, CabinetConfigTest.validText(dir));

        assertEquals(2, cli.run("run", "--headless", "--config", cfg.toString(), "--set", "money.grouping=space"));
        assertTrue(cli.err.toString().contains("--set is for the built-in configuration"), cli.err.toString());
    }

    @Test
    void aConfigurationFileIsUsedAndCheckable() throws Exception {
        Path cfg = dir.resolve("cabinet.properties");
        Files.writeString(cfg, CabinetConfigTest.validText(dir));
        Path script = dir.resolve("s.txt");
        Files.writeString(script, "bill 20\nplay christmas-tree 3\nexpect state PAID\n");

        assertEquals(0, cli.run("check-config", cfg.toString()), cli.err.toString());
        assertTrue(cli.out.toString().contains("cabinet.id = TEST-CAB-7"), cli.out.toString());
        assertEquals(0, cli.run("run", "--headless", "--config", cfg.toString(), "--script", script.toString()), cli.err.toString());
        assertTrue(Files.exists(dir.resolve("data/meters.db")));
    }

    /** A refused step names the script's action in words, not a Java class (an outside tester read "SetBetLevel"). */
    @Test
    void aRefusedStepNamesTheActionInWords() throws Exception {
        Path script = dir.resolve("s.txt");
        Files.writeString(script, "select christmas-tree\nbet 99\n");

        int code = cli.run("run", "--headless", "--data-dir", dir.resolve("data").toString(), "--script", script.toString());

        assertEquals(1, code, cli.out + "\n" + cli.err);
        assertTrue(cli.err.toString().contains("script line 2: set bet level refused: bet level 99 is not offered"), cli.err.toString());
    }

    /** check-config said "valid" for a file whose cabinet run then refused to start (no store, store.create false). */
    @Test
    void checkConfigSaysWhenTheStoreIsMissingAndWillNotBeCreated() throws Exception {
        Path cfg = dir.resolve("cabinet.properties");
        Files.writeString(cfg, CabinetConfigTest.validText(dir).replace("store.create = true", "store.create = false"));

        assertEquals(0, cli.run("check-config", cfg.toString()), cli.err.toString());

        assertTrue(cli.out.toString().contains("(not there yet, and store.create is false: run refuses until provision init"
            + " creates it)"), cli.out.toString());
    }

    @Test
    void aBadConfigurationIsOneLineNamingTheKey() throws Exception {
        Path cfg = dir.resolve("cabinet.properties");
        Files.writeString(cfg, CabinetConfigTest.validText(dir).replace("bet.max.credits = 400", "bet.max.credits = 0"));

        assertEquals(1, cli.run("check-config", cfg.toString()));
        assertTrue(cli.err.toString().startsWith("cabinet: bet.max.credits: 0 is smaller than the minimum 1"), cli.err.toString());
        assertEquals(1, cli.run("run", "--headless", "--config", cfg.toString()));
    }

    @Test
    void hashPinReadsThePinFromStandardInput() {
        InputStream in = System.in;
        try {
            System.setIn(new ByteArrayInputStream("8642\n".getBytes(StandardCharsets.UTF_8)));
            assertEquals(0, cli.run("hash-pin", "--iterations", "100000"), cli.err.toString());
        } finally {
            System.setIn(in);
        }
        String hash = cli.out.toString().strip();
        assertTrue(io.opencab.app.config.PinHash.parse(hash).matches("8642"), hash);
    }

    @Test
    void hashPinRefusesASecondLineInsteadOfHashingTheFirst() {
        InputStream in = System.in;
        try {
            System.setIn(new ByteArrayInputStream("8642\n1357\n".getBytes(StandardCharsets.UTF_8)));
            assertEquals(2, cli.run("hash-pin", "--iterations", "100000"));
        } finally {
            System.setIn(in);
        }
        assertEquals("cabinet: standard input holds more than one line; give the PIN alone, on one line"
            + " (see 'cabinet hash-pin --help')", cli.err.toString().strip());
        assertEquals("", cli.out.toString());
    }

    @Test
    void hashPinRefusesEndlessInputWithoutReadingIt() {
        InputStream in = System.in;
        try {
            System.setIn(new java.io.InputStream() {
                @Override
                public int read() {
                    return '7';
                }
            });
            assertEquals(2, cli.run("hash-pin", "--iterations", "100000"));
        } finally {
            System.setIn(in);
        }
        assertTrue(cli.err.toString().startsWith("cabinet: a PIN is 4 to 12 digits; standard input holds more than"),
            cli.err.toString());
    }

    /** The outside check: a store that cannot be read was played into, logged an ERROR line, then failed. */
    @Test
    void aHeadlessRunOnAStoreThatDidNotOpenStopsBeforeItsFirstStep() throws Exception {
        Path data = Files.createDirectories(dir.resolve("data"));
        byte[] junk = new byte[5000];
        new java.util.Random(1).nextBytes(junk);
        Files.write(data.resolve("meters.db"), junk);

        int code = cli.run("run", "--headless", "--data-dir", data.toString(), "--seed", "1");

        assertEquals(1, code, cli.err.toString());
        String err = cli.err.toString().strip();
        assertTrue(err.startsWith("cabinet: no headless run: the meter store did not open (critical memory failed its"
            + " checks: NOT_A_STORE: "), err);
        assertEquals(1, err.lines().count(), err);
        assertTrue(!cli.out.toString().contains("headless run:"), "no summary of a run that did not happen: " + cli.out);
        assertTrue(java.util.Arrays.equals(junk, Files.readAllBytes(data.resolve("meters.db"))), "left untouched");
    }

    /** A PIN typed without a terminal (ssh without -t) is taken at its Enter: nothing is read past the line. */
    @Test
    void hashPinTakesATypedLineWithoutWaitingForTheEndOfInput() {
        InputStream in = System.in;
        byte[] typed = "8642\n".getBytes(StandardCharsets.UTF_8);
        try {
            System.setIn(new InputStream() {
                private int at;

                @Override
                public int read() throws java.io.IOException {
                    if (at < typed.length) {
                        return typed[at++];
                    }
                    throw new java.io.IOException("read past the typed line: the user is still at the keyboard");
                }

                @Override
                public int read(byte[] b, int off, int len) throws java.io.IOException {
                    if (at >= typed.length) {
                        return read();
                    }
                    int n = Math.min(len, typed.length - at);
                    System.arraycopy(typed, at, b, off, n);
                    at += n;
                    return n;
                }

                @Override
                public int available() {
                    return typed.length - at;
                }
            });
            assertEquals(0, cli.run("hash-pin", "--iterations", "100000"), cli.err.toString());
        } finally {
            System.setIn(in);
        }
        assertTrue(io.opencab.app.config.PinHash.parse(cli.out.toString().strip()).matches("8642"), cli.out.toString());
    }
}
