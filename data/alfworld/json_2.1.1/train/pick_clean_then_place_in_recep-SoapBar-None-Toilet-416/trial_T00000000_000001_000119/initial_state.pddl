(define (problem plan_trial_T00000000_000001_000119)
(:domain alfred)
(:objects
        agent1 - agent
        CounterTopType - rtype
        DrawerType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
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
        SprayBottleType - otype
        ToiletPaperType - otype
        SoapBar_bar__minus_00_dot_05_bar__plus_00_dot_69_bar__plus_01_dot_81 - object
        SoapBar_bar__minus_02_dot_80_bar__plus_01_dot_39_bar__plus_02_dot_64 - object
        Candle_bar__minus_01_dot_42_bar__plus_00_dot_23_bar__plus_00_dot_34 - object
        Candle_bar__plus_02_dot_38_bar__plus_01_dot_41_bar__plus_01_dot_59 - object
        Cloth_bar__minus_00_dot_49_bar__plus_00_dot_73_bar__minus_02_dot_03 - object
        Cloth_bar__minus_01_dot_87_bar__plus_01_dot_37_bar__plus_01_dot_22 - object
        HandTowel_bar__plus_02_dot_33_bar__plus_00_dot_50_bar__plus_02_dot_46 - object
        HandTowel_bar__minus_02_dot_76_bar__plus_00_dot_34_bar__plus_00_dot_91 - object
        SoapBottle_bar__minus_00_dot_87_bar__plus_00_dot_50_bar__minus_02_dot_19 - object
        SoapBottle_bar__minus_02_dot_21_bar__plus_00_dot_25_bar__minus_01_dot_15 - object
        SprayBottle_bar__plus_01_dot_82_bar__plus_00_dot_20_bar__plus_00_dot_70 - object
        ToiletPaper_bar__minus_02_dot_49_bar__plus_00_dot_88_bar__minus_02_dot_46 - object
        ToiletPaper_bar__minus_01_dot_35_bar__plus_00_dot_39_bar__minus_02_dot_46 - object
        CounterTop_bar__minus_01_dot_61_bar__plus_00_dot_70_bar__plus_02_dot_83 - receptacle
        Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_02_dot_13 - receptacle
        Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_03_dot_33 - receptacle
        GarbageCan_bar__minus_01_dot_74_bar__plus_00_dot_00_bar__plus_01_dot_34 - receptacle
        Sink_bar__minus_01_dot_70_bar__plus_00_dot_62_bar__plus_02_dot_28_bar_SinkBasin - receptacle
        Sink_bar__minus_01_dot_70_bar__plus_00_dot_62_bar__plus_03_dot_37_bar_SinkBasin - receptacle
        Toilet_bar__minus_01_dot_55_bar__plus_00_dot_00_bar__plus_00_dot_69 - receptacle
        loc_bar_0_bar_10_bar_3_bar_30 - location
        loc_bar_0_bar_12_bar_3_bar_30 - location
        loc_bar_8_bar_9_bar_0_bar_30 - location
        loc_bar__minus_3_bar_3_bar_3_bar_30 - location
        loc_bar__minus_3_bar_9_bar_3_bar_30 - location
        loc_bar__minus_4_bar_11_bar_3_bar_30 - location
        loc_bar__minus_4_bar_12_bar_3_bar_30 - location
        loc_bar__minus_5_bar_5_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_8_bar_9_bar_0_bar_30)
        (receptacleType CounterTop_bar__minus_01_dot_61_bar__plus_00_dot_70_bar__plus_02_dot_83 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_61_bar__plus_00_dot_70_bar__plus_02_dot_83 loc_bar__minus_3_bar_9_bar_3_bar_30)
        (receptacleType Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_02_dot_13 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_02_dot_13 loc_bar_0_bar_10_bar_3_bar_30)
        (openable Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_02_dot_13)
        (receptacleType Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_03_dot_33 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_03_dot_33 loc_bar_0_bar_12_bar_3_bar_30)
        (openable Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_03_dot_33)
        (receptacleType GarbageCan_bar__minus_01_dot_74_bar__plus_00_dot_00_bar__plus_01_dot_34 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_01_dot_74_bar__plus_00_dot_00_bar__plus_01_dot_34 loc_bar__minus_3_bar_3_bar_3_bar_30)
        (receptacleType Sink_bar__minus_01_dot_70_bar__plus_00_dot_62_bar__plus_02_dot_28_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_01_dot_70_bar__plus_00_dot_62_bar__plus_02_dot_28_bar_SinkBasin loc_bar__minus_4_bar_11_bar_3_bar_30)
        (receptacleType Sink_bar__minus_01_dot_70_bar__plus_00_dot_62_bar__plus_03_dot_37_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_01_dot_70_bar__plus_00_dot_62_bar__plus_03_dot_37_bar_SinkBasin loc_bar__minus_4_bar_12_bar_3_bar_30)
        (receptacleType Toilet_bar__minus_01_dot_55_bar__plus_00_dot_00_bar__plus_00_dot_69 ToiletType)
        (receptacleAtLocation Toilet_bar__minus_01_dot_55_bar__plus_00_dot_00_bar__plus_00_dot_69 loc_bar__minus_5_bar_5_bar_3_bar_30)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CandleType)
        (canContain CounterTopType ClothType)
        (canContain CounterTopType HandTowelType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType SoapBarType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SprayBottleType)
        (canContain CounterTopType ToiletPaperType)
        (canContain DrawerType ButterKnifeType)
        (canContain DrawerType CandleType)
        (canContain DrawerType ClothType)
        (canContain DrawerType HandTowelType)
        (canContain DrawerType KnifeType)
        (canContain DrawerType SoapBarType)
        (canContain DrawerType SoapBottleType)
        (canContain DrawerType SprayBottleType)
        (canContain DrawerType ToiletPaperType)
        (canContain GarbageCanType ClothType)
        (canContain GarbageCanType HandTowelType)
        (canContain GarbageCanType SoapBarType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType SprayBottleType)
        (canContain GarbageCanType ToiletPaperType)
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
        (canContain ToiletType SprayBottleType)
        (canContain ToiletType ToiletPaperType)
        (objectType SoapBar_bar__minus_00_dot_05_bar__plus_00_dot_69_bar__plus_01_dot_81 SoapBarType)
        (inReceptacle SoapBar_bar__minus_00_dot_05_bar__plus_00_dot_69_bar__plus_01_dot_81 Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_03_dot_33)
        (objectAtLocation SoapBar_bar__minus_00_dot_05_bar__plus_00_dot_69_bar__plus_01_dot_81 loc_bar_0_bar_12_bar_3_bar_30)
        (pickupable SoapBar_bar__minus_00_dot_05_bar__plus_00_dot_69_bar__plus_01_dot_81)
        (cleanable SoapBar_bar__minus_00_dot_05_bar__plus_00_dot_69_bar__plus_01_dot_81)
        (objectType SoapBar_bar__minus_02_dot_80_bar__plus_01_dot_39_bar__plus_02_dot_64 SoapBarType)
        (inReceptacle SoapBar_bar__minus_02_dot_80_bar__plus_01_dot_39_bar__plus_02_dot_64 GarbageCan_bar__minus_01_dot_74_bar__plus_00_dot_00_bar__plus_01_dot_34)
        (objectAtLocation SoapBar_bar__minus_02_dot_80_bar__plus_01_dot_39_bar__plus_02_dot_64 loc_bar__minus_3_bar_3_bar_3_bar_30)
        (pickupable SoapBar_bar__minus_02_dot_80_bar__plus_01_dot_39_bar__plus_02_dot_64)
        (cleanable SoapBar_bar__minus_02_dot_80_bar__plus_01_dot_39_bar__plus_02_dot_64)
        (objectType Candle_bar__minus_01_dot_42_bar__plus_00_dot_23_bar__plus_00_dot_34 CandleType)
        (inReceptacle Candle_bar__minus_01_dot_42_bar__plus_00_dot_23_bar__plus_00_dot_34 CounterTop_bar__minus_01_dot_61_bar__plus_00_dot_70_bar__plus_02_dot_83)
        (objectAtLocation Candle_bar__minus_01_dot_42_bar__plus_00_dot_23_bar__plus_00_dot_34 loc_bar__minus_3_bar_9_bar_3_bar_30)
        (pickupable Candle_bar__minus_01_dot_42_bar__plus_00_dot_23_bar__plus_00_dot_34)
        (objectType Candle_bar__plus_02_dot_38_bar__plus_01_dot_41_bar__plus_01_dot_59 CandleType)
        (inReceptacle Candle_bar__plus_02_dot_38_bar__plus_01_dot_41_bar__plus_01_dot_59 CounterTop_bar__minus_01_dot_61_bar__plus_00_dot_70_bar__plus_02_dot_83)
        (objectAtLocation Candle_bar__plus_02_dot_38_bar__plus_01_dot_41_bar__plus_01_dot_59 loc_bar__minus_3_bar_9_bar_3_bar_30)
        (pickupable Candle_bar__plus_02_dot_38_bar__plus_01_dot_41_bar__plus_01_dot_59)
        (objectType Cloth_bar__minus_00_dot_49_bar__plus_00_dot_73_bar__minus_02_dot_03 ClothType)
        (inReceptacle Cloth_bar__minus_00_dot_49_bar__plus_00_dot_73_bar__minus_02_dot_03 GarbageCan_bar__minus_01_dot_74_bar__plus_00_dot_00_bar__plus_01_dot_34)
        (objectAtLocation Cloth_bar__minus_00_dot_49_bar__plus_00_dot_73_bar__minus_02_dot_03 loc_bar__minus_3_bar_3_bar_3_bar_30)
        (pickupable Cloth_bar__minus_00_dot_49_bar__plus_00_dot_73_bar__minus_02_dot_03)
        (cleanable Cloth_bar__minus_00_dot_49_bar__plus_00_dot_73_bar__minus_02_dot_03)
        (objectType Cloth_bar__minus_01_dot_87_bar__plus_01_dot_37_bar__plus_01_dot_22 ClothType)
        (inReceptacle Cloth_bar__minus_01_dot_87_bar__plus_01_dot_37_bar__plus_01_dot_22 Sink_bar__minus_01_dot_70_bar__plus_00_dot_62_bar__plus_02_dot_28_bar_SinkBasin)
        (objectAtLocation Cloth_bar__minus_01_dot_87_bar__plus_01_dot_37_bar__plus_01_dot_22 loc_bar__minus_4_bar_11_bar_3_bar_30)
        (pickupable Cloth_bar__minus_01_dot_87_bar__plus_01_dot_37_bar__plus_01_dot_22)
        (cleanable Cloth_bar__minus_01_dot_87_bar__plus_01_dot_37_bar__plus_01_dot_22)
        (objectType HandTowel_bar__plus_02_dot_33_bar__plus_00_dot_50_bar__plus_02_dot_46 HandTowelType)
        (inReceptacle HandTowel_bar__plus_02_dot_33_bar__plus_00_dot_50_bar__plus_02_dot_46 Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_02_dot_13)
        (objectAtLocation HandTowel_bar__plus_02_dot_33_bar__plus_00_dot_50_bar__plus_02_dot_46 loc_bar_0_bar_10_bar_3_bar_30)
        (pickupable HandTowel_bar__plus_02_dot_33_bar__plus_00_dot_50_bar__plus_02_dot_46)
        (objectType HandTowel_bar__minus_02_dot_76_bar__plus_00_dot_34_bar__plus_00_dot_91 HandTowelType)
        (inReceptacle HandTowel_bar__minus_02_dot_76_bar__plus_00_dot_34_bar__plus_00_dot_91 Sink_bar__minus_01_dot_70_bar__plus_00_dot_62_bar__plus_03_dot_37_bar_SinkBasin)
        (objectAtLocation HandTowel_bar__minus_02_dot_76_bar__plus_00_dot_34_bar__plus_00_dot_91 loc_bar__minus_4_bar_12_bar_3_bar_30)
        (pickupable HandTowel_bar__minus_02_dot_76_bar__plus_00_dot_34_bar__plus_00_dot_91)
        (objectType SoapBottle_bar__minus_00_dot_87_bar__plus_00_dot_50_bar__minus_02_dot_19 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_00_dot_87_bar__plus_00_dot_50_bar__minus_02_dot_19 CounterTop_bar__minus_01_dot_61_bar__plus_00_dot_70_bar__plus_02_dot_83)
        (objectAtLocation SoapBottle_bar__minus_00_dot_87_bar__plus_00_dot_50_bar__minus_02_dot_19 loc_bar__minus_3_bar_9_bar_3_bar_30)
        (pickupable SoapBottle_bar__minus_00_dot_87_bar__plus_00_dot_50_bar__minus_02_dot_19)
        (objectType SoapBottle_bar__minus_02_dot_21_bar__plus_00_dot_25_bar__minus_01_dot_15 SoapBottleType)
        (inReceptacle SoapBottle_bar__minus_02_dot_21_bar__plus_00_dot_25_bar__minus_01_dot_15 Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_02_dot_13)
        (objectAtLocation SoapBottle_bar__minus_02_dot_21_bar__plus_00_dot_25_bar__minus_01_dot_15 loc_bar_0_bar_10_bar_3_bar_30)
        (pickupable SoapBottle_bar__minus_02_dot_21_bar__plus_00_dot_25_bar__minus_01_dot_15)
        (objectType SprayBottle_bar__plus_01_dot_82_bar__plus_00_dot_20_bar__plus_00_dot_70 SprayBottleType)
        (inReceptacle SprayBottle_bar__plus_01_dot_82_bar__plus_00_dot_20_bar__plus_00_dot_70 GarbageCan_bar__minus_01_dot_74_bar__plus_00_dot_00_bar__plus_01_dot_34)
        (objectAtLocation SprayBottle_bar__plus_01_dot_82_bar__plus_00_dot_20_bar__plus_00_dot_70 loc_bar__minus_3_bar_3_bar_3_bar_30)
        (pickupable SprayBottle_bar__plus_01_dot_82_bar__plus_00_dot_20_bar__plus_00_dot_70)
        (objectType ToiletPaper_bar__minus_02_dot_49_bar__plus_00_dot_88_bar__minus_02_dot_46 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__minus_02_dot_49_bar__plus_00_dot_88_bar__minus_02_dot_46 Drawer_bar__minus_01_dot_34_bar__plus_00_dot_30_bar__plus_02_dot_13)
        (objectAtLocation ToiletPaper_bar__minus_02_dot_49_bar__plus_00_dot_88_bar__minus_02_dot_46 loc_bar_0_bar_10_bar_3_bar_30)
        (pickupable ToiletPaper_bar__minus_02_dot_49_bar__plus_00_dot_88_bar__minus_02_dot_46)
        (objectType ToiletPaper_bar__minus_01_dot_35_bar__plus_00_dot_39_bar__minus_02_dot_46 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__minus_01_dot_35_bar__plus_00_dot_39_bar__minus_02_dot_46 Toilet_bar__minus_01_dot_55_bar__plus_00_dot_00_bar__plus_00_dot_69)
        (objectAtLocation ToiletPaper_bar__minus_01_dot_35_bar__plus_00_dot_39_bar__minus_02_dot_46 loc_bar__minus_5_bar_5_bar_3_bar_30)
        (pickupable ToiletPaper_bar__minus_01_dot_35_bar__plus_00_dot_39_bar__minus_02_dot_46)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o SoapBarType)
                            (receptacleType ?r ToiletType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
