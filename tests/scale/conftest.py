"""Fixtures of the scale tests: a Dask cluster."""

from __future__ import annotations

import os

import pytest


@pytest.fixture(scope="module")
def dask_client():
    """A Dask LocalCluster of two worker processes (a real scheduler)."""
    try:
        from distributed import Client, LocalCluster
    except ImportError as error:
        if os.environ.get("CI") == "true":
            pytest.fail(f"CI=true and dask.distributed cannot be imported: {error}")
        pytest.skip(f"dask.distributed is not installed: {error}")
    cluster = LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                           dashboard_address=None, silence_logs=40)
    client = Client(cluster)
    try:
        yield client
    finally:
        client.close()
        cluster.close()
