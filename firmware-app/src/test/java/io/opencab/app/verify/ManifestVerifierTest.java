package io.opencab.app.verify;

import io.opencab.app.config.RealDevice;
import io.opencab.hal.HalConfig;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyPair;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The cabinet checks the code it runs, whatever the launcher says (issue 26 item 2; regulations.md 1.8). */
class ManifestVerifierTest {
    @TempDir
    Path dir;

    @Test
    void theCodeRunningFromASignedImagePassesAndShowsTheKeysFingerprint() throws IOException {
        Path root = InstallFixture.make(dir.resolve("opencab"));
        InstallFixture.manifest(root);

        SoftwareVerifier.Result r = InstallFixture.verifier(root).verify();

        assertTrue(r.passed() && r.configured(), r.detail());
        assertTrue(r.detail().contains("SHA256:" + InstallFixture.TEST_PUBLIC.fingerprint()), r.detail());
    }

    @Test
    void eachComponentIsReportedWithItsExpectedAndFoundHash() throws IOException {
        Path root = InstallFixture.make(dir.resolve("opencab"));
        InstallFixture.manifest(root);
        InstallFixture.flip(root.resolve(InstallFixture.ENGINE_JAR), -10);

        SoftwareVerifier.Result r = InstallFixture.verifier(root).verify();

        SoftwareVerifier.Part engine = r.parts().stream().filter(p -> p.component().endsWith(InstallFixture.ENGINE_JAR))
            .findFirst().orElseThrow();
        assertFalse(engine.ok());
        assertEquals(64, engine.found().length());
        assertFalse(engine.expected().equals(engine.found()));
        // Everything outside the engine jar matches (its math resources cannot be read from the damaged jar).
        assertTrue(r.parts().stream().filter(p -> !p.component().contains(InstallFixture.ENGINE_JAR))
            .allMatch(p -> p.ok() && p.expected().equals(p.found())), r.parts().toString());
        assertTrue(r.fullDetail().contains("FAIL " + engine.component() + ": expected " + engine.expected()
            + ", found " + engine.found()), r.fullDetail());
    }

    /** The bypass: the launcher named a clean copy while a tampered jar ran. The folder named plays no part now. */
    @Test
    void aTamperedJarThatRunsFailsWhateverFolderTheLauncherNames() throws IOException {
        Path clean = InstallFixture.make(dir.resolve("clean"));
        InstallFixture.manifest(clean);
        Path tampered = InstallFixture.make(dir.resolve("tampered"));
        InstallFixture.manifest(tampered);
        InstallFixture.flip(tampered.resolve(InstallFixture.ENGINE_JAR), -10);
        String old = System.setProperty(ManifestVerifier.HOME_PROPERTY, clean.toString());
        try {
            SoftwareVerifier.Result r = InstallFixture.verifier(tampered).verify();

            assertFalse(r.passed(), r.detail());
            assertTrue(r.detail().contains(InstallFixture.ENGINE_JAR + ": digest mismatch"), r.detail());
        } finally {
            restore(old);
        }
    }

    @Test
    void aJarLoadedFromOutsideTheImageFails() throws IOException {
        Path root = InstallFixture.make(dir.resolve("opencab"));
        InstallFixture.manifest(root);
        Path evil = dir.resolve("evil.jar");
        InstallFixture.jar(evil, null);
        RunningCode code = new RunningCode(root.resolve("app/cabinet.jar"), List.of(root.resolve(InstallFixture.ENGINE_JAR),
            evil), root.resolve("runtime"));

        SoftwareVerifier.Result r = new ManifestVerifier(code, () -> InstallFixture.launch(root), List.of()).verify();

        assertFalse(r.passed());
        assertTrue(r.detail().contains(evil + " (outside the image"), r.detail());
    }

    @Test
    void aRuntimeOtherThanTheImagesFails() throws IOException {
        Path root = InstallFixture.make(dir.resolve("opencab"));
        InstallFixture.manifest(root);
        RunningCode code = new RunningCode(root.resolve("app/cabinet.jar"), List.of(), dir);

        SoftwareVerifier.Result r = new ManifestVerifier(code, () -> InstallFixture.launch(root), List.of()).verify();

        assertFalse(r.passed());
        assertTrue(r.detail().contains("runtime " + dir + " (not the image's runtime/)"), r.detail());
    }


    @Test
    void anImageWithoutAManifestFailsEvenWithSimulatedDevices() throws IOException {
        Path root = InstallFixture.make(dir.resolve("opencab"));

        SoftwareVerifier.Result r = InstallFixture.verifier(root).verify();

        assertFalse(r.passed());
        assertTrue(r.detail().startsWith("no software manifest"), r.detail());
    }

    @Test
    void softwareSignedByATestKeyFailsWithRealDevices() throws IOException {
        Path root = InstallFixture.make(dir.resolve("opencab"));
        InstallFixture.manifest(root);

        SoftwareVerifier.Result r = InstallFixture.verifier(root, RealDevice.GPIO).verify();

        assertFalse(r.passed());
        assertTrue(r.detail().contains("signed by a TEST key and real devices are configured"), r.detail());
    }

    @Test
    void softwareSignedByAReleaseKeyPassesWithRealDevices() throws IOException {
        Path root = InstallFixture.make(dir.resolve("opencab"));
        KeyPair kp = InstallFixture.generate();
        InstallFixture.manifest(root, kp, new SigningKey("opencab-release-test-only", SigningKey.Purpose.RELEASE,
            kp.getPublic()));

        SoftwareVerifier.Result r = InstallFixture.verifier(root, RealDevice.GPIO).verify();

        assertTrue(r.passed(), r.detail());
    }

    /** The bypass: started without -Dopencab.home the check used to report "not configured" as passed. */
    @Test
    void notRunningFromAnImageWithRealDevicesFails() {
        RunningCode dev = new RunningCode(dir.resolve("classes"), List.of(), dir);

        SoftwareVerifier.Result r = new ManifestVerifier(dev, () -> InstallFixture.launch(dir), List.of(RealDevice.GPIO)).verify();

        assertFalse(r.passed());
        assertTrue(r.configured());
        assertTrue(r.detail().contains("only the development mode, every device simulated and no SAS link, may run"
            + " unverified"), r.detail());
    }

    /** The lab's cabinet: the engine jar's pay changed, run from a build with a real printer (bill, GPIO simulated). */
    @Test
    void aDevelopmentBuildWithARealTicketPrinterFails() {
        RunningCode dev = new RunningCode(dir.resolve("classes"), List.of(), dir);

        SoftwareVerifier.Result r = new ManifestVerifier(dev, () -> InstallFixture.launch(dir), List.of(RealDevice.TICKET_PRINTER))
            .verify();

        assertFalse(r.passed(), r.detail());
        assertTrue(r.detail().contains("real devices are configured (hal.printer=real)"), r.detail());
    }

    /** ... and with a SAS link to the casino system, every device simulated. */
    @Test
    void aDevelopmentBuildWithASasLinkFails() {
        RunningCode dev = new RunningCode(dir.resolve("classes"), List.of(), dir);

        SoftwareVerifier.Result r = new ManifestVerifier(dev, () -> InstallFixture.launch(dir), List.of(RealDevice.SAS_LINK))
            .verify();

        assertFalse(r.passed(), r.detail());
        assertTrue(r.detail().contains("(sas.enabled=true)"), r.detail());
    }

    /** The lab's routes end here: an option off the launcher's command line, however it came, fails naming it. */
    @Test
    void aJvmOptionOffTheLaunchersCommandLineFailsNamingIt() throws IOException {
        Path root = InstallFixture.make(dir.resolve("opencab"));
        InstallFixture.manifest(root);
        List<String> args = new java.util.ArrayList<>(ImageLauncher.options(root));
        args.add("-agentpath:/tmp/wrapper.so");

        SoftwareVerifier.Result r = new ManifestVerifier(InstallFixture.running(root), () -> InstallFixture.launch(root, args),
            List.of()).verify();

        assertFalse(r.passed());
        assertTrue(r.detail().contains("JVM option -agentpath:/tmp/wrapper.so (not on the image launcher's command line)"),
            r.detail());
    }

    @Test
    void aPassingCheckNamesTheKeyThatSignedTheImage() throws IOException {
        Path root = InstallFixture.make(dir.resolve("opencab"));
        InstallFixture.manifest(root);

        SoftwareVerifier.Result r = InstallFixture.verifier(root).verify();

        assertEquals("SHA256:" + InstallFixture.TEST_PUBLIC.fingerprint(), r.signer());
    }

    @Test
    void notRunningFromAnImageWithSimulatedDevicesIsDevelopmentModeAndSaysSo() {
        RunningCode dev = new RunningCode(dir.resolve("classes"), List.of(), dir);

        SoftwareVerifier.Result r = new ManifestVerifier(dev, () -> InstallFixture.launch(dir), List.of()).verify();

        assertTrue(r.passed());
        assertFalse(r.configured());
        assertTrue(r.detail().startsWith(ManifestVerifier.DEVELOPMENT_MODE), r.detail());
    }

    @Test
    void thisJvmIsFoundFromItsOwnCodeNotFromTheLaunchersFlag() throws IOException {
        Path clean = InstallFixture.make(dir.resolve("clean"));
        InstallFixture.manifest(clean);
        String old = System.setProperty(ManifestVerifier.HOME_PROPERTY, clean.toString());
        try {
            RunningCode code = RunningCode.current(List.of(HalConfig.class));

            assertTrue(code.installRoot().isEmpty(), code.toString());
            assertTrue(code.code().stream().anyMatch(p -> p.toString().contains("hal")), code.toString());
        } finally {
            restore(old);
        }
    }


    /** The attendant menu's seeded form gives the HMAC-SHA1 of each component's bytes, as provision verify --seed. */
    @Test
    void theSeededFormListsEachComponentsHmacSha1KeyedByTheSeed() throws Exception {
        Path root = InstallFixture.make(dir.resolve("opencab"));
        InstallFixture.manifest(root);
        byte[] seed = SoftwareCheck.parseSeed("0123456789abcdef");

        SoftwareVerifier.Result r = InstallFixture.verifier(root).verify(seed);

        javax.crypto.Mac mac = javax.crypto.Mac.getInstance("HmacSHA1");
        mac.init(new javax.crypto.spec.SecretKeySpec(seed, "HmacSHA1"));
        String expected = java.util.HexFormat.of().formatHex(mac.doFinal(Files.readAllBytes(root.resolve("bin/cabinet"))));
        assertTrue(r.passed(), r.detail());
        assertTrue(r.hmacs().contains("file bin/cabinet hmac-sha1 " + expected), r.hmacs().toString());
        assertEquals(r.hmacs().size(), SoftwareCheck.run(root, Optional.of(seed)).lines().size());
    }

    private static void restore(String old) {
        if (old == null) {
            System.clearProperty(ManifestVerifier.HOME_PROPERTY);
        } else {
            System.setProperty(ManifestVerifier.HOME_PROPERTY, old);
        }
    }
}
