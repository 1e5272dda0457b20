//! Where the build script's time goes, for the build log and summary.tsv.

use std::time::{Duration, Instant};

pub struct Stopwatch {
    start: Instant,
    last: Instant,
    laps: Vec<(&'static str, Duration)>,
}

impl Stopwatch {
    pub fn start() -> Self {
        let now = Instant::now();
        Stopwatch {
            start: now,
            last: now,
            laps: Vec::new(),
        }
    }

    /// Ends the step `what`, which began at the previous lap.
    pub fn lap(&mut self, what: &'static str) {
        let now = Instant::now();
        self.laps.push((what, now - self.last));
        self.last = now;
    }

    /// Seconds since the lap `after` ended.
    pub fn since(&self, after: &str) -> f64 {
        let mut at = self.start;
        for (what, took) in &self.laps {
            at += *took;
            if *what == after {
                return self.last.duration_since(at).as_secs_f64();
            }
        }
        0.0
    }

    pub fn total(&self) -> f64 {
        self.last.duration_since(self.start).as_secs_f64()
    }
}

impl std::fmt::Display for Stopwatch {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(formatter, "build script took {:.2} s:", self.total())?;
        for (what, took) in &self.laps {
            write!(formatter, " {what} {:.2} s;", took.as_secs_f64())?;
        }
        Ok(())
    }
}
