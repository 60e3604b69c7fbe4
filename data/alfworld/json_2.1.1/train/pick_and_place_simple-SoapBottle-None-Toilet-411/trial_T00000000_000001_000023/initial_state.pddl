(define (problem plan_trial_T00000000_000001_000023)
(:domain alfred)
(:objects
        agent1 - agent
        BathtubBasinType - rtype
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ToiletType - rtype
        ButterKnifeType - otype
        CandleType - otype
        ClothType - otype
        HandTowelType - otype
        KnifeType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SoapBottle_bar__plus_01_dot_59_bar__plus_00_dot_27_bar__minus_02_dot_41 - object
        SoapBottle_bar__minus_00_dot_20_bar__plus_00_dot_33_bar__minus_00_dot_79 - object
        SoapBottle_bar__plus_01_dot_25_bar__plus_01_dot_35_bar__minus_00_dot_50 - object
        Candle_bar__minus_01_dot_28_bar__plus_00_dot_47_bar__plus_02_dot_69 - object
        Cloth_bar__minus_00_dot_38_bar__plus_01_dot_20_bar__plus_00_dot_32 - object
        HandTowel_bar__plus_00_dot_91_bar__plus_00_dot_01_bar__plus_01_dot_80 - object
        HandTowel_bar__minus_00_dot_42_bar__plus_00_dot_19_bar__minus_00_dot_42 - object
        SoapBar_bar__plus_00_dot_32_bar__plus_01_dot_50_bar__plus_01_dot_15 - object
        Bathtub_bar__minus_01_dot_06_bar__plus_00_dot_30_bar__plus_00_dot_43_bar_BathtubBasin - receptacle
        CounterTop_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_01_dot_96 - receptacle
        Drawer_bar__plus_00_dot_41_bar__plus_00_dot_32_bar__plus_01_dot_49 - receptacle
        Drawer_bar__plus_00_dot_41_bar__plus_00_dot_32_bar__plus_02_dot_42 - receptacle
        Drawer_bar__plus_00_dot_41_bar__plus_00_dot_55_bar__plus_01_dot_49 - receptacle
        Toilet_bar__minus_02_dot_23_bar__plus_00_dot_00_bar__plus_01_dot_63 - receptacle
        loc_bar__minus_11_bar_6_bar_1_bar_30 - location
        loc_bar__minus_1_bar_8_bar_1_bar_30 - location
        loc_bar__minus_3_bar_5_bar_1_bar_30 - location
        loc_bar__minus_3_bar_6_bar_2_bar_30 - location
        loc_bar__minus_3_bar_8_bar_1_bar_30 - location
        loc_bar__minus_4_bar_6_bar_1_bar_30 - location
        loc_bar__minus_9_bar_9_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_11_bar_6_bar_1_bar_30)
        (receptacleType Bathtub_bar__minus_01_dot_06_bar__plus_00_dot_30_bar__plus_00_dot_43_bar_BathtubBasin BathtubBasinType)
        (receptacleAtLocation Bathtub_bar__minus_01_dot_06_bar__plus_00_dot_30_bar__plus_00_dot_43_bar_BathtubBasin loc_bar__minus_3_bar_6_bar_2_bar_30)
        (receptacleType CounterTop_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_01_dot_96 CounterTopType)
        (receptacleAtLocation CounterTop_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_01_dot_96 loc_bar__minus_1_bar_8_bar_1_bar_30)
        (receptacleType Drawer_bar__plus_00_dot_41_bar__plus_00_dot_32_bar__plus_01_dot_49 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_41_bar__plus_00_dot_32_bar__plus_01_dot_49 loc_bar__minus_4_bar_6_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_41_bar__plus_00_dot_32_bar__plus_01_dot_49)
        (receptacleType Drawer_bar__plus_00_dot_41_bar__plus_00_dot_32_bar__plus_02_dot_42 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_41_bar__plus_00_dot_32_bar__plus_02_dot_42 loc_bar__minus_3_bar_8_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_41_bar__plus_00_dot_32_bar__plus_02_dot_42)
        (receptacleType Drawer_bar__plus_00_dot_41_bar__plus_00_dot_55_bar__plus_01_dot_49 DrawerType)
        (receptacleAtLocation Drawer_bar__plus_00_dot_41_bar__plus_00_dot_55_bar__plus_01_dot_49 loc_bar__minus_3_bar_5_bar_1_bar_30)
        (openable Drawer_bar__plus_00_dot_41_bar__plus_00_dot_55_bar__plus_01_dot_49)
        (receptacleType Toilet_bar__minus_02_dot_23_bar__plus_00_dot_00_bar__plus_01_dot_63 ToiletType)
        (receptacleAtLocation Toilet_bar__minus_02_dot_23_bar__plus_00_dot_00_bar__plus_01_dot_63 loc_bar__minus_9_bar_9_bar_2_bar_30)
        (canContain BathtubBasinType ClothType)
        (canContain BathtubBasinType HandTowelType)
        (canContain BathtubBasinType SoapBarType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CandleType)
        (canContain CounterTopType ClothType)
        (canContain CounterTopType HandTowelType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType SoapBarType)
        (canContain CounterTopType SoapBottleType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CandleType)
        (canContain DrawerType ClothType)
        (canContain DrawerType HandTowelType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SoapBarType)
        (canContain DrawerType SoapBottleType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType ClothType)
        (canContain SinkBasinType HandTowelType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType SoapBarType)
        (canContain ToiletType CandleType)
        (canContain ToiletType ClothType)
        (canContain ToiletType HandTowelType)
        (canContain ToiletType SoapBarType)
        (canContain ToiletType SoapBottleType)
        (objectType SoapBottle_bar__plus_01_dot_59_bar__plus_00_dot_27_bar__minus_02_dot_41 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_01_dot_59_bar__plus_00_dot_27_bar__minus_02_dot_41 CounterTop_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_01_dot_96)
        (objectAtLocation SoapBottle_bar__plus_01_dot_59_bar__plus_00_dot_27_bar__minus_02_dot_41 loc_bar__minus_1_bar_8_bar_1_bar_30)
        (pickupable SoapBottle_bar__plus_01_dot_59_bar__plus_00_dot_27_bar__minus_02_dot_41)
        (objectType SoapBottle_bar__minus_00_dot_20_bar__plus_00_dot_33_bar__minus_00_dot_79 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_00_dot_20_bar__plus_00_dot_33_bar__minus_00_dot_79 Drawer_bar__plus_00_dot_41_bar__plus_00_dot_32_bar__plus_02_dot_42)
        (objectAtLocation SoapBottle_bar__minus_00_dot_20_bar__plus_00_dot_33_bar__minus_00_dot_79 loc_bar__minus_3_bar_8_bar_1_bar_30)
        (pickupable SoapBottle_bar__minus_00_dot_20_bar__plus_00_dot_33_bar__minus_00_dot_79)
        (objectType SoapBottle_bar__plus_01_dot_25_bar__plus_01_dot_35_bar__minus_00_dot_50 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_01_dot_25_bar__plus_01_dot_35_bar__minus_00_dot_50 CounterTop_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_01_dot_96)
        (objectAtLocation SoapBottle_bar__plus_01_dot_25_bar__plus_01_dot_35_bar__minus_00_dot_50 loc_bar__minus_1_bar_8_bar_1_bar_30)
        (pickupable SoapBottle_bar__plus_01_dot_25_bar__plus_01_dot_35_bar__minus_00_dot_50)
        (objectType Candle_bar__minus_01_dot_28_bar__plus_00_dot_47_bar__plus_02_dot_69 CandleType)
        (inReceptacle Candle_bar__minus_01_dot_28_bar__plus_00_dot_47_bar__plus_02_dot_69 Drawer_bar__plus_00_dot_41_bar__plus_00_dot_32_bar__plus_01_dot_49)
        (objectAtLocation Candle_bar__minus_01_dot_28_bar__plus_00_dot_47_bar__plus_02_dot_69 loc_bar__minus_4_bar_6_bar_1_bar_30)
        (pickupable Candle_bar__minus_01_dot_28_bar__plus_00_dot_47_bar__plus_02_dot_69)
        (objectType Cloth_bar__minus_00_dot_38_bar__plus_01_dot_20_bar__plus_00_dot_32 ClothType)
        (inReceptacle Cloth_bar__minus_00_dot_38_bar__plus_01_dot_20_bar__plus_00_dot_32 Drawer_bar__plus_00_dot_41_bar__plus_00_dot_55_bar__plus_01_dot_49)
        (objectAtLocation Cloth_bar__minus_00_dot_38_bar__plus_01_dot_20_bar__plus_00_dot_32 loc_bar__minus_3_bar_5_bar_1_bar_30)
        (pickupable Cloth_bar__minus_00_dot_38_bar__plus_01_dot_20_bar__plus_00_dot_32)
        (cleanable Cloth_bar__minus_00_dot_38_bar__plus_01_dot_20_bar__plus_00_dot_32)
        (objectType HandTowel_bar__plus_00_dot_91_bar__plus_00_dot_01_bar__plus_01_dot_80 HandTowelType)
        (inReceptacle HandTowel_bar__plus_00_dot_91_bar__plus_00_dot_01_bar__plus_01_dot_80 CounterTop_bar__plus_00_dot_73_bar__plus_00_dot_70_bar__plus_01_dot_96)
        (objectAtLocation HandTowel_bar__plus_00_dot_91_bar__plus_00_dot_01_bar__plus_01_dot_80 loc_bar__minus_1_bar_8_bar_1_bar_30)
        (pickupable HandTowel_bar__plus_00_dot_91_bar__plus_00_dot_01_bar__plus_01_dot_80)
        (objectType HandTowel_bar__minus_00_dot_42_bar__plus_00_dot_19_bar__minus_00_dot_42 HandTowelType)
        (inReceptacle HandTowel_bar__minus_00_dot_42_bar__plus_00_dot_19_bar__minus_00_dot_42 Drawer_bar__plus_00_dot_41_bar__plus_00_dot_32_bar__plus_02_dot_42)
        (objectAtLocation HandTowel_bar__minus_00_dot_42_bar__plus_00_dot_19_bar__minus_00_dot_42 loc_bar__minus_3_bar_8_bar_1_bar_30)
        (pickupable HandTowel_bar__minus_00_dot_42_bar__plus_00_dot_19_bar__minus_00_dot_42)
        (objectType SoapBar_bar__plus_00_dot_32_bar__plus_01_dot_50_bar__plus_01_dot_15 SoapBarType)
        (inReceptacle SoapBar_bar__plus_00_dot_32_bar__plus_01_dot_50_bar__plus_01_dot_15 Toilet_bar__minus_02_dot_23_bar__plus_00_dot_00_bar__plus_01_dot_63)
        (objectAtLocation SoapBar_bar__plus_00_dot_32_bar__plus_01_dot_50_bar__plus_01_dot_15 loc_bar__minus_9_bar_9_bar_2_bar_30)
        (pickupable SoapBar_bar__plus_00_dot_32_bar__plus_01_dot_50_bar__plus_01_dot_15)
        (cleanable SoapBar_bar__plus_00_dot_32_bar__plus_01_dot_50_bar__plus_01_dot_15)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o SoapBottleType)
                            (receptacleType ?r ToiletType)
                        )
                    )
                )
            )
        )
    )
