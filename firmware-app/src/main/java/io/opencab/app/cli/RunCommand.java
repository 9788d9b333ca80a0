package io.opencab.app.cli;

import io.opencab.app.AppException;
import io.opencab.app.cabinet.Cabinet;
import io.opencab.app.cabinet.startup.CabinetSetup;
import io.opencab.app.config.CabinetConfig;
import io.opencab.app.config.DisplayKeys;
import io.opencab.app.config.RealDevice;
import io.opencab.app.config.SasSettings;
import io.opencab.app.config.TitoKeys;
import io.opencab.app.headless.HeadlessDriver;
import io.opencab.app.headless.MeterText;
import io.opencab.app.headless.Script;
import io.opencab.app.kiosk.KioskLauncher;
import io.opencab.app.sas.SasService;
import io.opencab.app.sas.SasValidation;
import io.opencab.app.verify.ManifestVerifier;
import io.opencab.engine.game.GameCatalog;
import io.opencab.engine.rng.SeededStreams;
import io.opencab.hal.DeviceMode;
import io.opencab.sas.tito.ValidationIds;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code cabinet run}: the cabinet itself (docs/cabinet.md); {@code --headless} drives it by a script (docs/headless.md). */
@Command(name = "run", mixinStandardHelpOptions = true,
        description = {"Runs the cabinet with its kiosk screen (JavaFX; a display is required). With no configuration"
            + " file: every device simulated, the meter store in --data-dir (created on the first start), the default"
            + " PINs (docs/configuration.md).",
            "--headless runs it without a screen, driven by a script (default: the built-in demo)."})
final class RunCommand extends CliCommand {
    @Option(names = "--headless", description = "No screen: simulated devices driven by --script, meters printed at the end.")
    boolean headless;

    @Option(names = "--config", paramLabel = "FILE", description = "The configuration file (docs/configuration.md).")
    Path config;

    @Option(names = "--data-dir", paramLabel = "DIR", defaultValue = "data",
            description = "Without --config: where the meter store lives. Default ${DEFAULT-VALUE}.")
    Path dataDir;

    @Option(names = "--script", paramLabel = "FILE", description = "Headless: the script to run (default: the built-in demo).")
    Path script;

    @Option(names = "--seed", converter = SeedConverter.class, description = "Tests only, simulated devices only: a reproducible RNG instead of the live"
        + " one (headless, or the kiosk driven by tests/kiosk/drive.sh).")
    Long seed;

    @Option(names = "--set", paramLabel = "KEY=VALUE", description = "Without --config: a key of the built-in"
        + " configuration set to VALUE (repeatable), e.g. --set kiosk.attract.idle.seconds=10. Checked like a file.")
    java.util.List<String> set = new java.util.ArrayList<>();

    @Option(names = "--fullscreen", description = "Kiosk: full screen without a cursor even with simulated devices"
        + " (always so with hal.gpio=real).")
    boolean fullscreen;

    /** The process environment (DISPLAY); tests replace it. */
    Map<String, String> env = System.getenv();

    @Override
    public Integer call() {
        if (config != null && spec.commandLine().getParseResult().hasMatchedOption("--data-dir")) {
            throw badArgument("--data-dir is for the built-in configuration; with --config"
                + " the store is store.path");
        }
        if (config != null && config.toString().isEmpty()) {
            // Path.of("") is the working directory: the tester's --config "" was read as a directory.
            throw badArgument("--config is empty: name the configuration file");
        }
        if (script != null && script.toString().isEmpty()) {
            throw badArgument("--script is empty: name a script file (or leave --script out for the built-in demo)");
        }
        GameCatalog catalog = GameCatalog.standard();
        if (config != null && !set.isEmpty()) {
            throw badArgument("--set is for the built-in configuration; with --config edit"
                + " the file (or provision set)");
        }
        CabinetConfig cfg = config == null ? builtIn(catalog) : CabinetConfig.load(config, catalog);
        if (!headless) {
            return kiosk(cfg, catalog);
        }
        if (fullscreen) {
            throw badArgument("--fullscreen is for the kiosk screen, not --headless");
        }
        List<RealDevice> real = RealDevice.in(cfg);
        if (!real.isEmpty()) {
            // Issue 34 item 1: a script's bill lines are credits and --seed fixes every outcome; neither may reach a
            // device or link that moves money or reaches the floor.
            throw new AppException("headless mode drives simulated devices with a script (its bill lines are credits)"
                + " and is refused with a real device or link (" + RealDevice.describe(real) + "): every device must be"
                + " simulated and SAS off");
        }
        if (script == null && config != null && !cfg.attendantPin().matches(Script.DEMO_PIN)
            && !cfg.technicianPin().matches(Script.DEMO_PIN)) {
            // The demo's cash out ends in a handpay it keys off with the built-in PIN: with another, it stopped at its
            // line 12 ("enter pin refused: wrong PIN") after playing, a failure of a script the user never wrote.
            throw badArgument("the built-in demo keys its handpays off with the built-in attendant PIN " + Script.DEMO_PIN
                + ", which " + config + " does not have: give a script of your own with --script FILE (docs/headless.md)");
        }
        Script s = script == null ? Script.demo() : Script.load(script);
        s.checkGames(cfg.games().stream().map(io.opencab.app.config.GameSetting::gameId).toList());
        PrintWriter out = out();
        // Software verification at boot (regulations.md 1.8): of the code this JVM runs, whatever it was started with.
        ValidationIds validation = validation(cfg);
        CabinetSetup setup = setup(cfg, validation, out);
        long start = System.nanoTime();
        try (Cabinet cabinet = Cabinet.start(setup); SasService sas = SasService.open(cabinet, SasSettings.of(cfg), setup.verifier(), validation);
             TermHook term = TermHook.install(sas, cabinet)) {
            out.println("cabinet " + cfg.cabinetId() + " started, meter store " + cfg.storePath()
                + (cabinet.recovered().isEmpty() ? "" : "; power-up: " + cabinet.recovered()) + sasLine(sas, cfg));
            if (!cabinet.softwareCheck().configured()) {
                out.println(ManifestVerifier.DEVELOPMENT_MODE + " (a development build with simulated devices)");
            }
            out.flush();
            if (!cabinet.storeOpen()) {
                // Nothing can be played or metered without critical memory, and a script has no RAM clear: the run
                // stops before its first step. It used to play into the locked store, log the cabinet queue's ERROR
                // line with the exception's class and then fail (outside check, stop 50).
                throw new AppException("no headless run: the meter store did not open ("
                    + (cabinet.recovered().isEmpty() ? "see the lockup" : cabinet.recovered()) + ")");
            }
            HeadlessDriver driver = new HeadlessDriver(cabinet, out);
            AppException failed = null;
            try {
                driver.run(s);
            } catch (AppException e) {
                failed = e;
            }
            double secs = (System.nanoTime() - start) / 1e9;
            HeadlessDriver.Tally done = driver.tally();
            out.printf("headless run: %s, %s, %s passed, %.1f s%n", count(done.rounds(), "round"),
                count(done.jackpots(), "jackpot lockup"), count(done.audits(), "audit check"), secs);
            MeterText.print(out, cabinet.meterReport(), cabinet.state().games(), DisplayKeys.money(cfg));
            out.flush();
            if (failed != null) {
                throw failed;
            }
        }
        return 0;
    }

    /** The cabinet with its JavaFX kiosk, until the window is closed (no display: a clear error naming --headless). */
    private int kiosk(CabinetConfig cfg, GameCatalog catalog) {
        if (script != null) {
            throw badArgument("--script is for --headless");
        }
        List<RealDevice> real = RealDevice.in(cfg);
        if (seed != null && !real.isEmpty()) {
            // Issue 34 item 1 (and the lab's attack A3 of 2026-11-28): a seed fixes every outcome, so it may not reach
            // any device or link that moves money or reaches the floor, the one definition of real included.
            throw badArgument("--seed is for tests on simulated devices and is refused with a"
                + " real device or link (" + RealDevice.describe(real) + ")");
        }
        KioskLauncher launcher = new KioskLauncher(env);
        launcher.startToolkit(); // before the meter store is opened: a screen that fails is no power cycle
        ValidationIds validation = validation(cfg);
        PrintWriter out = out();
        CabinetSetup setup = setup(cfg, validation, out);
        try (Cabinet cabinet = Cabinet.start(setup); SasService sas = SasService.open(cabinet, SasSettings.of(cfg), setup.verifier(), validation);
             TermHook term = TermHook.install(sas, cabinet)) {
            out.println("cabinet " + cfg.cabinetId() + " started with its kiosk screen, meter store " + cfg.storePath()
                + (cabinet.recovered().isEmpty() ? "" : "; power-up: " + cabinet.recovered()) + sasLine(sas, cfg));
            out.flush();
            launcher.show(cabinet, setup.games(), catalog, fullscreen || cfg.hal().gpio() == DeviceMode.REAL, sas);
            out.println("kiosk closed; cabinet " + cfg.cabinetId() + " shut down");
        }
        return 0;
    }

    /** The built-in configuration in {@code --data-dir}, with the {@code --set} keys over it, checked as a file is. */
    private CabinetConfig builtIn(GameCatalog catalog) {
        checkDataDir();
        java.util.Properties p = CabinetConfig.defaultProperties(dataDir, catalog);
        java.util.Set<String> given = new java.util.HashSet<>();
        forEachSetting(set, (k, v) -> {
            // Last-wins would be the silent override a file's duplicate key is refused for (docs/configuration.md).
            if (!given.add(k)) {
                throw badArgument(k + ": set twice with --set");
            }
            p.setProperty(k, v);
        });
        return CabinetConfig.parse(p, catalog, dataDir.toAbsolutePath());
    }

    /**
     * {@code --data-dir} names a directory, or a place one can be made: not empty (Path.of("") is the working
     * directory), not a file, not under a file. Said before the configuration is checked, whose store.path the user of
     * the built-in configuration never wrote.
     */
    private void checkDataDir() {
        if (dataDir.toString().isEmpty()) {
            throw badArgument("--data-dir is empty: name a directory (an empty path is the working directory)");
        }
        Path dir = dataDir.toAbsolutePath();
        for (Path p = dir; p != null; p = p.getParent()) {
            if (Files.exists(p)) {
                if (!Files.isDirectory(p)) {
                    throw badArgument("--data-dir " + dataDir + (p.equals(dir) ? "" : ": " + p)
                        + " is a file, not a directory");
                }
                break;
            }
        }
        // The store's file itself: a directory there was refused as "store.path: meters.db (...) is a directory", a key
        // the user of the built-in configuration never wrote (outside check, stop 50).
        Path store = dir.resolve("meters.db");
        if (Files.isDirectory(store)) {
            throw badArgument("--data-dir " + dataDir + ": " + store + " is a directory, where the meter store's file"
                + " goes: move it away, or give another --data-dir");
        }
    }

    private static String sasLine(SasService sas, CabinetConfig cfg) {
        SasSettings s = SasSettings.of(cfg);
        if (sas == null) {
            // A printer with its tito.* keys but no SAS host: every ticket needs the host's validation id (LP 4C,
            // docs/tito.md), so every cash-out is a handpay; the technician reads it here, not at the first cash-out.
            return TitoKeys.of(cfg).isPresent() ? "; tickets: none without a SAS host to validate them (sas.enabled):"
                + " every cash-out is a handpay" : "";
        }
        return "; SAS address " + s.address() + " on " + s.port().orElseThrow() + (s.pty() ? " (pty)" : "");
    }

    /** Tickets are validated by the SAS host (LP 4C) when SAS is on and a ticket printer is configured (docs/tito.md). */
    private static ValidationIds validation(CabinetConfig cfg) {
        return SasSettings.of(cfg).enabled() && TitoKeys.of(cfg).isPresent() ? new ValidationIds() : null;
    }

    /** The cabinet {@code cfg} makes: tickets validated by the host with {@code validation}; with --seed, seeded (said on {@code out}). */
    private CabinetSetup setup(CabinetConfig cfg, ValidationIds validation, PrintWriter out) {
        CabinetSetup setup = CabinetSetup.of(cfg, config);
        if (validation != null) {
            setup = setup.withHostValidation(new SasValidation(validation));
        }
        if (seed != null) {
            // A test's reproducible rounds (headless, or tests/kiosk/drive.sh: a seeded big win); the journal marks
            // them seeded.
            setup = setup.withRng(SeededStreams.single(seed));
            out.println("RNG: seeded with " + seed + " (reproducible, for tests only)");
        }
        return setup;
    }

    /** "1 round", "2 rounds": the summary a technician reads (an outside reader found "1 audit checks"). */
    static String count(long n, String thing) {
        return n + " " + thing + (n == 1 ? "" : "s");
    }
}
