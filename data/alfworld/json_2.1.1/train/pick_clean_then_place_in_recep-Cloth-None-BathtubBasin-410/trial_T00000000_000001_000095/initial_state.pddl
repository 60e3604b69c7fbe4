(define (problem plan_trial_T00000000_000001_000095)
(:domain alfred)
(:objects
        agent1 - agent
        BathtubBasinType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ButterKnifeType - otype
        CandleType - otype
        ClothType - otype
        HandTowelType - otype
        KnifeType - otype
        SoapBarType - otype
        Cloth_bar__minus_01_dot_35_bar__plus_00_dot_04_bar__plus_00_dot_98 - object
        Cloth_bar__minus_00_dot_06_bar__plus_01_dot_31_bar__plus_01_dot_34 - object
        Cloth_bar__plus_01_dot_78_bar__plus_01_dot_25_bar__minus_00_dot_47 - object
        Candle_bar__plus_02_dot_41_bar__plus_00_dot_55_bar__plus_00_dot_97 - object
        Candle_bar__plus_01_dot_28_bar__plus_00_dot_98_bar__plus_02_dot_17 - object
        HandTowel_bar__plus_02_dot_05_bar__plus_01_dot_25_bar__plus_01_dot_81 - object
        SoapBar_bar__plus_00_dot_28_bar__plus_00_dot_44_bar__plus_01_dot_98 - object
        Bathtub_bar__minus_04_dot_08_bar__plus_00_dot_30_bar__plus_02_dot_48_bar_BathtubBasin - receptacle
        Drawer_bar__minus_01_dot_31_bar__plus_00_dot_34_bar__plus_01_dot_89 - receptacle
        Drawer_bar__minus_02_dot_17_bar__plus_00_dot_34_bar__plus_01_dot_89 - receptacle
        Drawer_bar__minus_03_dot_03_bar__plus_00_dot_34_bar__plus_01_dot_89 - receptacle
        Drawer_bar__minus_03_dot_03_bar__plus_00_dot_61_bar__plus_01_dot_89 - receptacle
        Sink_bar__minus_01_dot_42_bar__plus_00_dot_84_bar__plus_01_dot_78_bar_SinkBasin - receptacle
        loc_bar_7_bar_11_bar_2_bar_30 - location
        loc_bar__minus_11_bar_14_bar_2_bar_30 - location
        loc_bar__minus_13_bar_13_bar_2_bar_30 - location
        loc_bar__minus_14_bar_14_bar_2_bar_30 - location
        loc_bar__minus_15_bar_14_bar_2_bar_30 - location
        loc_bar__minus_7_bar_10_bar_2_bar_30 - location
        loc_bar__minus_7_bar_14_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_7_bar_11_bar_2_bar_30)
        (receptacleType Bathtub_bar__minus_04_dot_08_bar__plus_00_dot_30_bar__plus_02_dot_48_bar_BathtubBasin BathtubBasinType)
        (receptacleAtLocation Bathtub_bar__minus_04_dot_08_bar__plus_00_dot_30_bar__plus_02_dot_48_bar_BathtubBasin loc_bar__minus_15_bar_14_bar_2_bar_30)
        (receptacleType Drawer_bar__minus_01_dot_31_bar__plus_00_dot_34_bar__plus_01_dot_89 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_31_bar__plus_00_dot_34_bar__plus_01_dot_89 loc_bar__minus_7_bar_14_bar_2_bar_30)
        (openable Drawer_bar__minus_01_dot_31_bar__plus_00_dot_34_bar__plus_01_dot_89)
        (receptacleType Drawer_bar__minus_02_dot_17_bar__plus_00_dot_34_bar__plus_01_dot_89 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_17_bar__plus_00_dot_34_bar__plus_01_dot_89 loc_bar__minus_11_bar_14_bar_2_bar_30)
        (openable Drawer_bar__minus_02_dot_17_bar__plus_00_dot_34_bar__plus_01_dot_89)
        (receptacleType Drawer_bar__minus_03_dot_03_bar__plus_00_dot_34_bar__plus_01_dot_89 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_03_dot_03_bar__plus_00_dot_34_bar__plus_01_dot_89 loc_bar__minus_14_bar_14_bar_2_bar_30)
        (openable Drawer_bar__minus_03_dot_03_bar__plus_00_dot_34_bar__plus_01_dot_89)
        (receptacleType Drawer_bar__minus_03_dot_03_bar__plus_00_dot_61_bar__plus_01_dot_89 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_03_dot_03_bar__plus_00_dot_61_bar__plus_01_dot_89 loc_bar__minus_13_bar_13_bar_2_bar_30)
        (openable Drawer_bar__minus_03_dot_03_bar__plus_00_dot_61_bar__plus_01_dot_89)
        (receptacleType Sink_bar__minus_01_dot_42_bar__plus_00_dot_84_bar__plus_01_dot_78_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_01_dot_42_bar__plus_00_dot_84_bar__plus_01_dot_78_bar_SinkBasin loc_bar__minus_7_bar_10_bar_2_bar_30)
        (canContain BathtubBasinType ClothType)
        (canContain BathtubBasinType HandTowelType)
        (canContain BathtubBasinType SoapBarType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CandleType)
        (canContain DrawerType ClothType)
        (canContain DrawerType HandTowelType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SoapBarType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType ClothType)
        (canContain SinkBasinType HandTowelType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType SoapBarType)
        (objectType Cloth_bar__minus_01_dot_35_bar__plus_00_dot_04_bar__plus_00_dot_98 ClothType)
        (inReceptacle Cloth_bar__minus_01_dot_35_bar__plus_00_dot_04_bar__plus_00_dot_98 Sink_bar__minus_01_dot_42_bar__plus_00_dot_84_bar__plus_01_dot_78_bar_SinkBasin)
        (objectAtLocation Cloth_bar__minus_01_dot_35_bar__plus_00_dot_04_bar__plus_00_dot_98 loc_bar__minus_7_bar_10_bar_2_bar_30)
        (pickupable Cloth_bar__minus_01_dot_35_bar__plus_00_dot_04_bar__plus_00_dot_98)
        (cleanable Cloth_bar__minus_01_dot_35_bar__plus_00_dot_04_bar__plus_00_dot_98)
        (objectType Cloth_bar__minus_00_dot_06_bar__plus_01_dot_31_bar__plus_01_dot_34 ClothType)
        (inReceptacle Cloth_bar__minus_00_dot_06_bar__plus_01_dot_31_bar__plus_01_dot_34 Drawer_bar__minus_03_dot_03_bar__plus_00_dot_34_bar__plus_01_dot_89)
        (objectAtLocation Cloth_bar__minus_00_dot_06_bar__plus_01_dot_31_bar__plus_01_dot_34 loc_bar__minus_14_bar_14_bar_2_bar_30)
        (pickupable Cloth_bar__minus_00_dot_06_bar__plus_01_dot_31_bar__plus_01_dot_34)
        (cleanable Cloth_bar__minus_00_dot_06_bar__plus_01_dot_31_bar__plus_01_dot_34)
        (objectType Cloth_bar__plus_01_dot_78_bar__plus_01_dot_25_bar__minus_00_dot_47 ClothType)
        (inReceptacle Cloth_bar__plus_01_dot_78_bar__plus_01_dot_25_bar__minus_00_dot_47 Drawer_bar__minus_01_dot_31_bar__plus_00_dot_34_bar__plus_01_dot_89)
        (objectAtLocation Cloth_bar__plus_01_dot_78_bar__plus_01_dot_25_bar__minus_00_dot_47 loc_bar__minus_7_bar_14_bar_2_bar_30)
        (pickupable Cloth_bar__plus_01_dot_78_bar__plus_01_dot_25_bar__minus_00_dot_47)
        (cleanable Cloth_bar__plus_01_dot_78_bar__plus_01_dot_25_bar__minus_00_dot_47)
        (objectType Candle_bar__plus_02_dot_41_bar__plus_00_dot_55_bar__plus_00_dot_97 CandleType)
        (inReceptacle Candle_bar__plus_02_dot_41_bar__plus_00_dot_55_bar__plus_00_dot_97 Drawer_bar__minus_02_dot_17_bar__plus_00_dot_34_bar__plus_01_dot_89)
        (objectAtLocation Candle_bar__plus_02_dot_41_bar__plus_00_dot_55_bar__plus_00_dot_97 loc_bar__minus_11_bar_14_bar_2_bar_30)
        (pickupable Candle_bar__plus_02_dot_41_bar__plus_00_dot_55_bar__plus_00_dot_97)
        (objectType Candle_bar__plus_01_dot_28_bar__plus_00_dot_98_bar__plus_02_dot_17 CandleType)
        (inReceptacle Candle_bar__plus_01_dot_28_bar__plus_00_dot_98_bar__plus_02_dot_17 Drawer_bar__minus_03_dot_03_bar__plus_00_dot_61_bar__plus_01_dot_89)
        (objectAtLocation Candle_bar__plus_01_dot_28_bar__plus_00_dot_98_bar__plus_02_dot_17 loc_bar__minus_13_bar_13_bar_2_bar_30)
        (pickupable Candle_bar__plus_01_dot_28_bar__plus_00_dot_98_bar__plus_02_dot_17)
        (objectType HandTowel_bar__plus_02_dot_05_bar__plus_01_dot_25_bar__plus_01_dot_81 HandTowelType)
        (inReceptacle HandTowel_bar__plus_02_dot_05_bar__plus_01_dot_25_bar__plus_01_dot_81 Bathtub_bar__minus_04_dot_08_bar__plus_00_dot_30_bar__plus_02_dot_48_bar_BathtubBasin)
        (objectAtLocation HandTowel_bar__plus_02_dot_05_bar__plus_01_dot_25_bar__plus_01_dot_81 loc_bar__minus_15_bar_14_bar_2_bar_30)
        (pickupable HandTowel_bar__plus_02_dot_05_bar__plus_01_dot_25_bar__plus_01_dot_81)
        (objectType SoapBar_bar__plus_00_dot_28_bar__plus_00_dot_44_bar__plus_01_dot_98 SoapBarType)
        (inReceptacle SoapBar_bar__plus_00_dot_28_bar__plus_00_dot_44_bar__plus_01_dot_98 Drawer_bar__minus_03_dot_03_bar__plus_00_dot_61_bar__plus_01_dot_89)
        (objectAtLocation SoapBar_bar__plus_00_dot_28_bar__plus_00_dot_44_bar__plus_01_dot_98 loc_bar__minus_13_bar_13_bar_2_bar_30)
        (pickupable SoapBar_bar__plus_00_dot_28_bar__plus_00_dot_44_bar__plus_01_dot_98)
        (cleanable SoapBar_bar__plus_00_dot_28_bar__plus_00_dot_44_bar__plus_01_dot_98)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o ClothType)
                            (receptacleType ?r BathtubBasinType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
