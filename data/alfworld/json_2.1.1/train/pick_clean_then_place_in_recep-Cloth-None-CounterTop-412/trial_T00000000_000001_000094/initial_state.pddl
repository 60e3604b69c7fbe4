(define (problem plan_trial_T00000000_000001_000094)
(:domain alfred)
(:objects
        agent1 - agent
        CabinetType - rtype
        CounterTopType - rtype
        FridgeType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ToiletType - rtype
        ButterKnifeType - otype
        CandleType - otype
        ClothType - otype
        HandTowelType - otype
        KnifeType - otype
        PlungerType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SprayBottleType - otype
        ToiletPaperType - otype
        Cloth_bar__minus_02_dot_36_bar__plus_00_dot_31_bar__plus_00_dot_62 - object
        Cloth_bar__minus_02_dot_38_bar__plus_00_dot_01_bar__minus_02_dot_82 - object
        Cloth_bar__minus_02_dot_57_bar__plus_01_dot_10_bar__minus_01_dot_77 - object
        Candle_bar__plus_02_dot_65_bar__plus_00_dot_57_bar__minus_02_dot_68 - object
        Candle_bar__minus_01_dot_61_bar__plus_00_dot_34_bar__plus_00_dot_51 - object
        HandTowel_bar__plus_01_dot_28_bar__plus_00_dot_73_bar__minus_00_dot_80 - object
        Plunger_bar__minus_00_dot_89_bar__plus_01_dot_26_bar__plus_00_dot_16 - object
        Plunger_bar__minus_00_dot_79_bar__plus_01_dot_34_bar__minus_02_dot_65 - object
        SoapBar_bar__minus_01_dot_31_bar__plus_00_dot_52_bar__minus_01_dot_54 - object
        SoapBottle_bar__plus_01_dot_45_bar__plus_00_dot_96_bar__minus_00_dot_02 - object
        SprayBottle_bar__plus_00_dot_45_bar__plus_00_dot_29_bar__plus_02_dot_34 - object
        SprayBottle_bar__minus_00_dot_32_bar__plus_01_dot_47_bar__plus_01_dot_55 - object
        ToiletPaper_bar__plus_02_dot_15_bar__plus_00_dot_09_bar__minus_00_dot_73 - object
        ToiletPaper_bar__plus_00_dot_10_bar__plus_01_dot_40_bar__plus_00_dot_17 - object
        Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_00_dot_59 - receptacle
        Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_01_dot_38 - receptacle
        Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_01_dot_40 - receptacle
        CounterTop_bar__minus_03_dot_43_bar__plus_00_dot_88_bar__minus_01_dot_39 - receptacle
        Sink_bar__minus_03_dot_39_bar__plus_00_dot_84_bar__minus_00_dot_93_bar_SinkBasin - receptacle
        Sink_bar__minus_03_dot_39_bar__plus_00_dot_84_bar__minus_01_dot_83_bar_SinkBasin - receptacle
        Toilet_bar__minus_01_dot_90_bar_00_dot_00_bar__minus_01_dot_74 - receptacle
        loc_bar_8_bar_8_bar_3_bar_30 - location
        loc_bar__minus_10_bar__minus_6_bar_3_bar_30 - location
        loc_bar__minus_11_bar__minus_3_bar_3_bar_30 - location
        loc_bar__minus_11_bar__minus_4_bar_3_bar_30 - location
        loc_bar__minus_11_bar__minus_6_bar_3_bar_30 - location
        loc_bar__minus_4_bar__minus_6_bar_3_bar_30 - location
        loc_bar__minus_9_bar__minus_1_bar_3_bar_30 - location
        loc_bar__minus_9_bar__minus_3_bar_3_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar_8_bar_8_bar_3_bar_30)
        (receptacleType Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_00_dot_59 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_00_dot_59 loc_bar__minus_9_bar__minus_1_bar_3_bar_30)
        (openable Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_00_dot_59)
        (receptacleType Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_01_dot_38 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_01_dot_38 loc_bar__minus_9_bar__minus_3_bar_3_bar_30)
        (openable Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_01_dot_38)
        (receptacleType Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_01_dot_40 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_01_dot_40 loc_bar__minus_10_bar__minus_6_bar_3_bar_30)
        (openable Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_01_dot_40)
        (receptacleType CounterTop_bar__minus_03_dot_43_bar__plus_00_dot_88_bar__minus_01_dot_39 CounterTopType)
        (receptacleAtLocation CounterTop_bar__minus_03_dot_43_bar__plus_00_dot_88_bar__minus_01_dot_39 loc_bar__minus_11_bar__minus_4_bar_3_bar_30)
        (receptacleType Sink_bar__minus_03_dot_39_bar__plus_00_dot_84_bar__minus_00_dot_93_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_03_dot_39_bar__plus_00_dot_84_bar__minus_00_dot_93_bar_SinkBasin loc_bar__minus_11_bar__minus_3_bar_3_bar_30)
        (receptacleType Sink_bar__minus_03_dot_39_bar__plus_00_dot_84_bar__minus_01_dot_83_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_03_dot_39_bar__plus_00_dot_84_bar__minus_01_dot_83_bar_SinkBasin loc_bar__minus_11_bar__minus_6_bar_3_bar_30)
        (receptacleType Toilet_bar__minus_01_dot_90_bar_00_dot_00_bar__minus_01_dot_74 ToiletType)
        (receptacleAtLocation Toilet_bar__minus_01_dot_90_bar_00_dot_00_bar__minus_01_dot_74 loc_bar__minus_4_bar__minus_6_bar_3_bar_30)
        (canContain CabinetType CandleType)
        (canContain CabinetType ClothType)
        (canContain CabinetType HandTowelType)
        (canContain CabinetType PlungerType)
        (canContain CabinetType SoapBarType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType SprayBottleType)
        (canContain CabinetType ToiletPaperType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CandleType)
        (canContain CounterTopType ClothType)
        (canContain CounterTopType HandTowelType)
        (canContain CounterTopType KnifeType)
        (canContain CounterTopType SoapBarType)
        (canContain CounterTopType SoapBottleType)
        (canContain CounterTopType SprayBottleType)
        (canContain CounterTopType ToiletPaperType)
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
        (objectType Cloth_bar__minus_02_dot_36_bar__plus_00_dot_31_bar__plus_00_dot_62 ClothType)
        (inReceptacle Cloth_bar__minus_02_dot_36_bar__plus_00_dot_31_bar__plus_00_dot_62 Sink_bar__minus_03_dot_39_bar__plus_00_dot_84_bar__minus_01_dot_83_bar_SinkBasin)
        (objectAtLocation Cloth_bar__minus_02_dot_36_bar__plus_00_dot_31_bar__plus_00_dot_62 loc_bar__minus_11_bar__minus_6_bar_3_bar_30)
        (pickupable Cloth_bar__minus_02_dot_36_bar__plus_00_dot_31_bar__plus_00_dot_62)
        (cleanable Cloth_bar__minus_02_dot_36_bar__plus_00_dot_31_bar__plus_00_dot_62)
        (objectType Cloth_bar__minus_02_dot_38_bar__plus_00_dot_01_bar__minus_02_dot_82 ClothType)
        (inReceptacle Cloth_bar__minus_02_dot_38_bar__plus_00_dot_01_bar__minus_02_dot_82 Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_01_dot_40)
        (objectAtLocation Cloth_bar__minus_02_dot_38_bar__plus_00_dot_01_bar__minus_02_dot_82 loc_bar__minus_10_bar__minus_6_bar_3_bar_30)
        (pickupable Cloth_bar__minus_02_dot_38_bar__plus_00_dot_01_bar__minus_02_dot_82)
        (cleanable Cloth_bar__minus_02_dot_38_bar__plus_00_dot_01_bar__minus_02_dot_82)
        (objectType Cloth_bar__minus_02_dot_57_bar__plus_01_dot_10_bar__minus_01_dot_77 ClothType)
        (inReceptacle Cloth_bar__minus_02_dot_57_bar__plus_01_dot_10_bar__minus_01_dot_77 Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_00_dot_59)
        (objectAtLocation Cloth_bar__minus_02_dot_57_bar__plus_01_dot_10_bar__minus_01_dot_77 loc_bar__minus_9_bar__minus_1_bar_3_bar_30)
        (pickupable Cloth_bar__minus_02_dot_57_bar__plus_01_dot_10_bar__minus_01_dot_77)
        (cleanable Cloth_bar__minus_02_dot_57_bar__plus_01_dot_10_bar__minus_01_dot_77)
        (objectType Candle_bar__plus_02_dot_65_bar__plus_00_dot_57_bar__minus_02_dot_68 CandleType)
        (inReceptacle Candle_bar__plus_02_dot_65_bar__plus_00_dot_57_bar__minus_02_dot_68 Toilet_bar__minus_01_dot_90_bar_00_dot_00_bar__minus_01_dot_74)
        (objectAtLocation Candle_bar__plus_02_dot_65_bar__plus_00_dot_57_bar__minus_02_dot_68 loc_bar__minus_4_bar__minus_6_bar_3_bar_30)
        (pickupable Candle_bar__plus_02_dot_65_bar__plus_00_dot_57_bar__minus_02_dot_68)
        (objectType Candle_bar__minus_01_dot_61_bar__plus_00_dot_34_bar__plus_00_dot_51 CandleType)
        (inReceptacle Candle_bar__minus_01_dot_61_bar__plus_00_dot_34_bar__plus_00_dot_51 Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_00_dot_59)
        (objectAtLocation Candle_bar__minus_01_dot_61_bar__plus_00_dot_34_bar__plus_00_dot_51 loc_bar__minus_9_bar__minus_1_bar_3_bar_30)
        (pickupable Candle_bar__minus_01_dot_61_bar__plus_00_dot_34_bar__plus_00_dot_51)
        (objectType HandTowel_bar__plus_01_dot_28_bar__plus_00_dot_73_bar__minus_00_dot_80 HandTowelType)
        (inReceptacle HandTowel_bar__plus_01_dot_28_bar__plus_00_dot_73_bar__minus_00_dot_80 Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_01_dot_40)
        (objectAtLocation HandTowel_bar__plus_01_dot_28_bar__plus_00_dot_73_bar__minus_00_dot_80 loc_bar__minus_10_bar__minus_6_bar_3_bar_30)
        (pickupable HandTowel_bar__plus_01_dot_28_bar__plus_00_dot_73_bar__minus_00_dot_80)
        (objectType Plunger_bar__minus_00_dot_89_bar__plus_01_dot_26_bar__plus_00_dot_16 PlungerType)
        (inReceptacle Plunger_bar__minus_00_dot_89_bar__plus_01_dot_26_bar__plus_00_dot_16 Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_00_dot_59)
        (objectAtLocation Plunger_bar__minus_00_dot_89_bar__plus_01_dot_26_bar__plus_00_dot_16 loc_bar__minus_9_bar__minus_1_bar_3_bar_30)
        (pickupable Plunger_bar__minus_00_dot_89_bar__plus_01_dot_26_bar__plus_00_dot_16)
        (objectType Plunger_bar__minus_00_dot_79_bar__plus_01_dot_34_bar__minus_02_dot_65 PlungerType)
        (inReceptacle Plunger_bar__minus_00_dot_79_bar__plus_01_dot_34_bar__minus_02_dot_65 Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_00_dot_59)
        (objectAtLocation Plunger_bar__minus_00_dot_79_bar__plus_01_dot_34_bar__minus_02_dot_65 loc_bar__minus_9_bar__minus_1_bar_3_bar_30)
        (pickupable Plunger_bar__minus_00_dot_79_bar__plus_01_dot_34_bar__minus_02_dot_65)
        (objectType SoapBar_bar__minus_01_dot_31_bar__plus_00_dot_52_bar__minus_01_dot_54 SoapBarType)
        (inReceptacle SoapBar_bar__minus_01_dot_31_bar__plus_00_dot_52_bar__minus_01_dot_54 Sink_bar__minus_03_dot_39_bar__plus_00_dot_84_bar__minus_01_dot_83_bar_SinkBasin)
        (objectAtLocation SoapBar_bar__minus_01_dot_31_bar__plus_00_dot_52_bar__minus_01_dot_54 loc_bar__minus_11_bar__minus_6_bar_3_bar_30)
        (pickupable SoapBar_bar__minus_01_dot_31_bar__plus_00_dot_52_bar__minus_01_dot_54)
        (cleanable SoapBar_bar__minus_01_dot_31_bar__plus_00_dot_52_bar__minus_01_dot_54)
        (objectType SoapBottle_bar__plus_01_dot_45_bar__plus_00_dot_96_bar__minus_00_dot_02 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_01_dot_45_bar__plus_00_dot_96_bar__minus_00_dot_02 CounterTop_bar__minus_03_dot_43_bar__plus_00_dot_88_bar__minus_01_dot_39)
        (objectAtLocation SoapBottle_bar__plus_01_dot_45_bar__plus_00_dot_96_bar__minus_00_dot_02 loc_bar__minus_11_bar__minus_4_bar_3_bar_30)
        (pickupable SoapBottle_bar__plus_01_dot_45_bar__plus_00_dot_96_bar__minus_00_dot_02)
        (objectType SprayBottle_bar__plus_00_dot_45_bar__plus_00_dot_29_bar__plus_02_dot_34 SprayBottleType)
        (inReceptacle SprayBottle_bar__plus_00_dot_45_bar__plus_00_dot_29_bar__plus_02_dot_34 CounterTop_bar__minus_03_dot_43_bar__plus_00_dot_88_bar__minus_01_dot_39)
        (objectAtLocation SprayBottle_bar__plus_00_dot_45_bar__plus_00_dot_29_bar__plus_02_dot_34 loc_bar__minus_11_bar__minus_4_bar_3_bar_30)
        (pickupable SprayBottle_bar__plus_00_dot_45_bar__plus_00_dot_29_bar__plus_02_dot_34)
        (objectType SprayBottle_bar__minus_00_dot_32_bar__plus_01_dot_47_bar__plus_01_dot_55 SprayBottleType)
        (inReceptacle SprayBottle_bar__minus_00_dot_32_bar__plus_01_dot_47_bar__plus_01_dot_55 Toilet_bar__minus_01_dot_90_bar_00_dot_00_bar__minus_01_dot_74)
        (objectAtLocation SprayBottle_bar__minus_00_dot_32_bar__plus_01_dot_47_bar__plus_01_dot_55 loc_bar__minus_4_bar__minus_6_bar_3_bar_30)
        (pickupable SprayBottle_bar__minus_00_dot_32_bar__plus_01_dot_47_bar__plus_01_dot_55)
        (objectType ToiletPaper_bar__plus_02_dot_15_bar__plus_00_dot_09_bar__minus_00_dot_73 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__plus_02_dot_15_bar__plus_00_dot_09_bar__minus_00_dot_73 Toilet_bar__minus_01_dot_90_bar_00_dot_00_bar__minus_01_dot_74)
        (objectAtLocation ToiletPaper_bar__plus_02_dot_15_bar__plus_00_dot_09_bar__minus_00_dot_73 loc_bar__minus_4_bar__minus_6_bar_3_bar_30)
        (pickupable ToiletPaper_bar__plus_02_dot_15_bar__plus_00_dot_09_bar__minus_00_dot_73)
        (objectType ToiletPaper_bar__plus_00_dot_10_bar__plus_01_dot_40_bar__plus_00_dot_17 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__plus_00_dot_10_bar__plus_01_dot_40_bar__plus_00_dot_17 Cabinet_bar__minus_03_dot_17_bar__plus_00_dot_37_bar__minus_00_dot_59)
        (objectAtLocation ToiletPaper_bar__plus_00_dot_10_bar__plus_01_dot_40_bar__plus_00_dot_17 loc_bar__minus_9_bar__minus_1_bar_3_bar_30)
        (pickupable ToiletPaper_bar__plus_00_dot_10_bar__plus_01_dot_40_bar__plus_00_dot_17)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o ClothType)
                            (receptacleType ?r CounterTopType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
