(define (problem plan_trial_T00000000_000001_000026)
(:domain alfred)
(:objects
        agent1 - agent
        BathtubBasinType - rtype
        CounterTopType - rtype
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
        SoapBottleType - otype
        SprayBottleType - otype
        ToiletPaperType - otype
        Candle_bar__minus_00_dot_59_bar__plus_01_dot_43_bar__minus_01_dot_04 - object
        Candle_bar__plus_02_dot_50_bar__plus_00_dot_13_bar__plus_00_dot_73 - object
        Cloth_bar__minus_00_dot_44_bar__plus_00_dot_50_bar__minus_02_dot_43 - object
        HandTowel_bar__minus_00_dot_64_bar__plus_01_dot_20_bar__minus_02_dot_19 - object
        HandTowel_bar__plus_00_dot_21_bar__plus_00_dot_64_bar__plus_00_dot_19 - object
        SoapBar_bar__plus_01_dot_93_bar__plus_00_dot_16_bar__minus_01_dot_61 - object
        SoapBottle_bar__plus_01_dot_69_bar__plus_01_dot_21_bar__plus_00_dot_26 - object
        SprayBottle_bar__minus_00_dot_16_bar__plus_00_dot_74_bar__plus_00_dot_41 - object
        SprayBottle_bar__plus_01_dot_18_bar__plus_01_dot_23_bar__plus_02_dot_11 - object
        ToiletPaper_bar__minus_02_dot_06_bar__plus_01_dot_08_bar__minus_00_dot_40 - object
        ToiletPaper_bar__minus_00_dot_88_bar__plus_01_dot_47_bar__minus_00_dot_63 - object
        Bathtub_bar__minus_03_dot_59_bar__plus_00_dot_11_bar__plus_01_dot_52_bar_BathtubBasin - receptacle
        CounterTop_bar__minus_00_dot_28_bar__plus_00_dot_79_bar__plus_01_dot_93 - receptacle
        CounterTop_bar__minus_02_dot_54_bar__plus_00_dot_81_bar__plus_00_dot_28 - receptacle
        Drawer_bar__minus_00_dot_33_bar__plus_00_dot_32_bar__plus_01_dot_72 - receptacle
        Drawer_bar__minus_00_dot_33_bar__plus_00_dot_32_bar__plus_02_dot_16 - receptacle
        Drawer_bar__minus_00_dot_33_bar__plus_00_dot_32_bar__plus_02_dot_59 - receptacle
        Drawer_bar__minus_00_dot_33_bar__plus_00_dot_32_bar__plus_03_dot_03 - receptacle
        Drawer_bar__minus_00_dot_33_bar__plus_00_dot_62_bar__plus_02_dot_59 - receptacle
        Drawer_bar__minus_02_dot_25_bar__plus_00_dot_32_bar__plus_00_dot_28 - receptacle
        Drawer_bar__minus_02_dot_84_bar__plus_00_dot_32_bar__plus_00_dot_28 - receptacle
        Sink_bar__minus_00_dot_26_bar__plus_00_dot_66_bar__plus_01_dot_92_bar_SinkBasin - receptacle
        Sink_bar__minus_02_dot_54_bar__plus_00_dot_66_bar__plus_00_dot_25_bar_SinkBasin - receptacle
        loc_bar_12_bar__minus_8_bar_2_bar_30 - location
        loc_bar__minus_11_bar_4_bar_3_bar_30 - location
        loc_bar__minus_4_bar_11_bar_1_bar_30 - location
        loc_bar__minus_4_bar_9_bar_1_bar_30 - location
        loc_bar__minus_5_bar_9_bar_1_bar_30 - location
        loc_bar__minus_6_bar_10_bar_1_bar_30 - location
        loc_bar__minus_6_bar_11_bar_1_bar_30 - location
        loc_bar__minus_6_bar_7_bar_2_bar_30 - location
        loc_bar__minus_6_bar_8_bar_1_bar_30 - location
        loc_bar__minus_6_bar_9_bar_1_bar_30 - location
        loc_bar__minus_7_bar_3_bar_3_bar_30 - location
        loc_bar__minus_7_bar_4_bar_2_bar_30 - location
        loc_bar__minus_9_bar_7_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_12_bar__minus_8_bar_2_bar_30)
        (receptacleType Bathtub_bar__minus_03_dot_59_bar__plus_00_dot_11_bar__plus_01_dot_52_bar_BathtubBasin BathtubBasinType)
        (receptacleAtLocation Bathtub_bar__minus_03_dot_59_bar__plus_00_dot_11_bar__plus_01_dot_52_bar_BathtubBasin loc_bar__minus_11_bar_4_bar_3_bar_30)
        (receptacleType CounterTop_bar__minus_00_dot_28_bar__plus_00_dot_79_bar__plus_01_dot_93 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_00_dot_28_bar__plus_00_dot_79_bar__plus_01_dot_93 loc_bar__minus_4_bar_11_bar_1_bar_30)
        (receptacleType CounterTop_bar__minus_02_dot_54_bar__plus_00_dot_81_bar__plus_00_dot_28 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_02_dot_54_bar__plus_00_dot_81_bar__plus_00_dot_28 loc_bar__minus_7_bar_4_bar_2_bar_30)
        (receptacleType Drawer_bar__minus_00_dot_33_bar__plus_00_dot_32_bar__plus_01_dot_72 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_33_bar__plus_00_dot_32_bar__plus_01_dot_72 loc_bar__minus_6_bar_9_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_33_bar__plus_00_dot_32_bar__plus_01_dot_72)
        (receptacleType Drawer_bar__minus_00_dot_33_bar__plus_00_dot_32_bar__plus_02_dot_16 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_33_bar__plus_00_dot_32_bar__plus_02_dot_16 loc_bar__minus_6_bar_11_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_33_bar__plus_00_dot_32_bar__plus_02_dot_16)
        (receptacleType Drawer_bar__minus_00_dot_33_bar__plus_00_dot_32_bar__plus_02_dot_59 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_33_bar__plus_00_dot_32_bar__plus_02_dot_59 loc_bar__minus_6_bar_8_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_33_bar__plus_00_dot_32_bar__plus_02_dot_59)
        (receptacleType Drawer_bar__minus_00_dot_33_bar__plus_00_dot_32_bar__plus_03_dot_03 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_33_bar__plus_00_dot_32_bar__plus_03_dot_03 loc_bar__minus_6_bar_10_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_33_bar__plus_00_dot_32_bar__plus_03_dot_03)
        (receptacleType Drawer_bar__minus_00_dot_33_bar__plus_00_dot_62_bar__plus_02_dot_59 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_00_dot_33_bar__plus_00_dot_62_bar__plus_02_dot_59 loc_bar__minus_5_bar_9_bar_1_bar_30)
        (openable Drawer_bar__minus_00_dot_33_bar__plus_00_dot_62_bar__plus_02_dot_59)
        (receptacleType Drawer_bar__minus_02_dot_25_bar__plus_00_dot_32_bar__plus_00_dot_28 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_25_bar__plus_00_dot_32_bar__plus_00_dot_28 loc_bar__minus_6_bar_7_bar_2_bar_30)
        (openable Drawer_bar__minus_02_dot_25_bar__plus_00_dot_32_bar__plus_00_dot_28)
        (receptacleType Drawer_bar__minus_02_dot_84_bar__plus_00_dot_32_bar__plus_00_dot_28 DrawerType)
        (receptacleAtLocation Drawer_bar__minus_02_dot_84_bar__plus_00_dot_32_bar__plus_00_dot_28 loc_bar__minus_9_bar_7_bar_2_bar_30)
        (openable Drawer_bar__minus_02_dot_84_bar__plus_00_dot_32_bar__plus_00_dot_28)
        (receptacleType Sink_bar__minus_00_dot_26_bar__plus_00_dot_66_bar__plus_01_dot_92_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_00_dot_26_bar__plus_00_dot_66_bar__plus_01_dot_92_bar_SinkBasin loc_bar__minus_4_bar_9_bar_1_bar_30)
        (receptacleType Sink_bar__minus_02_dot_54_bar__plus_00_dot_66_bar__plus_00_dot_25_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_02_dot_54_bar__plus_00_dot_66_bar__plus_00_dot_25_bar_SinkBasin loc_bar__minus_7_bar_3_bar_3_bar_30)
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
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType ClothType)
        (canContain SinkBasinType HandTowelType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType SoapBarType)
        (objectType Candle_bar__minus_00_dot_59_bar__plus_01_dot_43_bar__minus_01_dot_04 CandleType)
        (inReceptacle Candle_bar__minus_00_dot_59_bar__plus_01_dot_43_bar__minus_01_dot_04 Drawer_bar__minus_00_dot_33_bar__plus_00_dot_32_bar__plus_02_dot_16)
        (objectAtLocation Candle_bar__minus_00_dot_59_bar__plus_01_dot_43_bar__minus_01_dot_04 loc_bar__minus_6_bar_11_bar_1_bar_30)
        (pickupable Candle_bar__minus_00_dot_59_bar__plus_01_dot_43_bar__minus_01_dot_04)
        (objectType Candle_bar__plus_02_dot_50_bar__plus_00_dot_13_bar__plus_00_dot_73 CandleType)
        (inReceptacle Candle_bar__plus_02_dot_50_bar__plus_00_dot_13_bar__plus_00_dot_73 Drawer_bar__minus_00_dot_33_bar__plus_00_dot_32_bar__plus_02_dot_16)
        (objectAtLocation Candle_bar__plus_02_dot_50_bar__plus_00_dot_13_bar__plus_00_dot_73 loc_bar__minus_6_bar_11_bar_1_bar_30)
        (pickupable Candle_bar__plus_02_dot_50_bar__plus_00_dot_13_bar__plus_00_dot_73)
        (objectType Cloth_bar__minus_00_dot_44_bar__plus_00_dot_50_bar__minus_02_dot_43 ClothType)
        (inReceptacle Cloth_bar__minus_00_dot_44_bar__plus_00_dot_50_bar__minus_02_dot_43 Drawer_bar__minus_00_dot_33_bar__plus_00_dot_32_bar__plus_02_dot_16)
        (objectAtLocation Cloth_bar__minus_00_dot_44_bar__plus_00_dot_50_bar__minus_02_dot_43 loc_bar__minus_6_bar_11_bar_1_bar_30)
        (pickupable Cloth_bar__minus_00_dot_44_bar__plus_00_dot_50_bar__minus_02_dot_43)
        (cleanable Cloth_bar__minus_00_dot_44_bar__plus_00_dot_50_bar__minus_02_dot_43)
        (objectType HandTowel_bar__minus_00_dot_64_bar__plus_01_dot_20_bar__minus_02_dot_19 HandTowelType)
        (inReceptacle HandTowel_bar__minus_00_dot_64_bar__plus_01_dot_20_bar__minus_02_dot_19 Drawer_bar__minus_00_dot_33_bar__plus_00_dot_32_bar__plus_03_dot_03)
        (objectAtLocation HandTowel_bar__minus_00_dot_64_bar__plus_01_dot_20_bar__minus_02_dot_19 loc_bar__minus_6_bar_10_bar_1_bar_30)
        (pickupable HandTowel_bar__minus_00_dot_64_bar__plus_01_dot_20_bar__minus_02_dot_19)
        (objectType HandTowel_bar__plus_00_dot_21_bar__plus_00_dot_64_bar__plus_00_dot_19 HandTowelType)
        (inReceptacle HandTowel_bar__plus_00_dot_21_bar__plus_00_dot_64_bar__plus_00_dot_19 Drawer_bar__minus_02_dot_84_bar__plus_00_dot_32_bar__plus_00_dot_28)
        (objectAtLocation HandTowel_bar__plus_00_dot_21_bar__plus_00_dot_64_bar__plus_00_dot_19 loc_bar__minus_9_bar_7_bar_2_bar_30)
        (pickupable HandTowel_bar__plus_00_dot_21_bar__plus_00_dot_64_bar__plus_00_dot_19)
        (objectType SoapBar_bar__plus_01_dot_93_bar__plus_00_dot_16_bar__minus_01_dot_61 SoapBarType)
        (inReceptacle SoapBar_bar__plus_01_dot_93_bar__plus_00_dot_16_bar__minus_01_dot_61 Bathtub_bar__minus_03_dot_59_bar__plus_00_dot_11_bar__plus_01_dot_52_bar_BathtubBasin)
        (objectAtLocation SoapBar_bar__plus_01_dot_93_bar__plus_00_dot_16_bar__minus_01_dot_61 loc_bar__minus_11_bar_4_bar_3_bar_30)
        (pickupable SoapBar_bar__plus_01_dot_93_bar__plus_00_dot_16_bar__minus_01_dot_61)
        (cleanable SoapBar_bar__plus_01_dot_93_bar__plus_00_dot_16_bar__minus_01_dot_61)
        (objectType SoapBottle_bar__plus_01_dot_69_bar__plus_01_dot_21_bar__plus_00_dot_26 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_01_dot_69_bar__plus_01_dot_21_bar__plus_00_dot_26 Drawer_bar__minus_00_dot_33_bar__plus_00_dot_32_bar__plus_03_dot_03)
        (objectAtLocation SoapBottle_bar__plus_01_dot_69_bar__plus_01_dot_21_bar__plus_00_dot_26 loc_bar__minus_6_bar_10_bar_1_bar_30)
        (pickupable SoapBottle_bar__plus_01_dot_69_bar__plus_01_dot_21_bar__plus_00_dot_26)
        (objectType SprayBottle_bar__minus_00_dot_16_bar__plus_00_dot_74_bar__plus_00_dot_41 SprayBottleType)
        (inReceptacle SprayBottle_bar__minus_00_dot_16_bar__plus_00_dot_74_bar__plus_00_dot_41 Drawer_bar__minus_00_dot_33_bar__plus_00_dot_32_bar__plus_01_dot_72)
        (objectAtLocation SprayBottle_bar__minus_00_dot_16_bar__plus_00_dot_74_bar__plus_00_dot_41 loc_bar__minus_6_bar_9_bar_1_bar_30)
        (pickupable SprayBottle_bar__minus_00_dot_16_bar__plus_00_dot_74_bar__plus_00_dot_41)
        (objectType SprayBottle_bar__plus_01_dot_18_bar__plus_01_dot_23_bar__plus_02_dot_11 SprayBottleType)
        (inReceptacle SprayBottle_bar__plus_01_dot_18_bar__plus_01_dot_23_bar__plus_02_dot_11 Drawer_bar__minus_00_dot_33_bar__plus_00_dot_32_bar__plus_03_dot_03)
        (objectAtLocation SprayBottle_bar__plus_01_dot_18_bar__plus_01_dot_23_bar__plus_02_dot_11 loc_bar__minus_6_bar_10_bar_1_bar_30)
        (pickupable SprayBottle_bar__plus_01_dot_18_bar__plus_01_dot_23_bar__plus_02_dot_11)
        (objectType ToiletPaper_bar__minus_02_dot_06_bar__plus_01_dot_08_bar__minus_00_dot_40 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__minus_02_dot_06_bar__plus_01_dot_08_bar__minus_00_dot_40 Drawer_bar__minus_02_dot_25_bar__plus_00_dot_32_bar__plus_00_dot_28)
        (objectAtLocation ToiletPaper_bar__minus_02_dot_06_bar__plus_01_dot_08_bar__minus_00_dot_40 loc_bar__minus_6_bar_7_bar_2_bar_30)
        (pickupable ToiletPaper_bar__minus_02_dot_06_bar__plus_01_dot_08_bar__minus_00_dot_40)
        (objectType ToiletPaper_bar__minus_00_dot_88_bar__plus_01_dot_47_bar__minus_00_dot_63 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__minus_00_dot_88_bar__plus_01_dot_47_bar__minus_00_dot_63 Drawer_bar__minus_02_dot_25_bar__plus_00_dot_32_bar__plus_00_dot_28)
        (objectAtLocation ToiletPaper_bar__minus_00_dot_88_bar__plus_01_dot_47_bar__minus_00_dot_63 loc_bar__minus_6_bar_7_bar_2_bar_30)
        (pickupable ToiletPaper_bar__minus_00_dot_88_bar__plus_01_dot_47_bar__minus_00_dot_63)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o CandleType)
                            (receptacleType ?r CounterTopType)
                        )
                    )
                )
            )
        )
    )
