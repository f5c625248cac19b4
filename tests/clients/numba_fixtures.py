"""The fixture numba-cuda's test cases ask for by name (`initialize_from_pytest_config`),
which its repository's conftest.py defines and its wheel does not ship: each test class is
told not to dump reproducers of failed FileCheck assertions."""

import pytest


@pytest.fixture(scope="class")
def initialize_from_pytest_config(request):
    request.cls._dump_failed_filechecks = False
