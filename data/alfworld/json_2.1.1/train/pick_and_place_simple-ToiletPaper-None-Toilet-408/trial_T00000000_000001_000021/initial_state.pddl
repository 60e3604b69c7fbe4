(define (problem plan_trial_T00000000_000001_000021)
(:domain alfred)
(:objects
        agent1 - agent
        BathtubBasinType - rtype
        CabinetType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        MicrowaveType - rtype
        SinkBasinType - rtype
        ToiletType - rtype
        ButterKnifeType - otype
        ClothType - otype
        KnifeType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SprayBottleType - otype
        ToiletPaperType - otype
        ToiletPaper_bar__minus_01_dot_70_bar__plus_00_dot_67_bar__plus_01_dot_66 - object
        ToiletPaper_bar__minus_00_dot_04_bar__plus_00_dot_78_bar__minus_01_dot_69 - object
        Cloth_bar__plus_00_dot_42_bar__plus_00_dot_26_bar__minus_01_dot_46 - object
        Cloth_bar__plus_00_dot_62_bar__plus_01_dot_28_bar__plus_02_dot_53 - object
        SoapBar_bar__plus_02_dot_82_bar__plus_00_dot_84_bar__plus_01_dot_14 - object
        SoapBottle_bar__plus_01_dot_08_bar__plus_00_dot_51_bar__plus_02_dot_30 - object
        SprayBottle_bar__minus_01_dot_17_bar__plus_00_dot_96_bar__plus_00_dot_47 - object
        SprayBottle_bar__plus_02_dot_72_bar__plus_00_dot_55_bar__plus_00_dot_85 - object
        Bathtub_bar__plus_00_dot_29_bar__plus_00_dot_29_bar__minus_00_dot_08_bar_BathtubBasin - receptacle
        Cabinet_bar__minus_01_dot_50_bar__plus_00_dot_42_bar__plus_00_dot_43 - receptacle
        Cabinet_bar__minus_02_dot_29_bar__plus_00_dot_39_bar__plus_00_dot_42 - receptacle
        Cabinet_bar__minus_02_dot_31_bar__plus_00_dot_42_bar__plus_00_dot_43 - receptacle
        GarbageCan_bar__minus_02_dot_92_bar__plus_00_dot_00_bar__minus_01_dot_56 - receptacle
        Sink_bar__minus_01_dot_92_bar__plus_00_dot_93_bar__plus_00_dot_68_bar_SinkBasin - receptacle
        Sink_bar__minus_02_dot_68_bar__plus_00_dot_93_bar__plus_00_dot_68_bar_SinkBasin - receptacle
        Toilet_bar__minus_01_dot_05_bar__plus_00_dot_00_bar__plus_00_dot_55 - receptacle
        loc_bar__minus_10_bar_0_bar_0_bar_30 - location
        loc_bar__minus_2_bar_2_bar_3_bar_30 - location
        loc_bar__minus_3_bar__minus_1_bar_1_bar_30 - location
        loc_bar__minus_5_bar_7_bar_1_bar_30 - location
        loc_bar__minus_6_bar__minus_2_bar_0_bar_30 - location
        loc_bar__minus_7_bar_0_bar_0_bar_30 - location
        loc_bar__minus_8_bar__minus_2_bar_0_bar_30 - location
        loc_bar__minus_9_bar__minus_2_bar_0_bar_30 - location
        loc_bar__minus_9_bar__minus_2_bar_2_bar_30 - location
        )
(:init
        (atLocation agent1 loc_bar__minus_5_bar_7_bar_1_bar_30)
        (receptacleType Bathtub_bar__plus_00_dot_29_bar__plus_00_dot_29_bar__minus_00_dot_08_bar_BathtubBasin BathtubBasinType)
        (receptacleAtLocation Bathtub_bar__plus_00_dot_29_bar__plus_00_dot_29_bar__minus_00_dot_08_bar_BathtubBasin loc_bar__minus_3_bar__minus_1_bar_1_bar_30)
        (receptacleType Cabinet_bar__minus_01_dot_50_bar__plus_00_dot_42_bar__plus_00_dot_43 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_01_dot_50_bar__plus_00_dot_42_bar__plus_00_dot_43 loc_bar__minus_9_bar__minus_2_bar_0_bar_30)
        (openable Cabinet_bar__minus_01_dot_50_bar__plus_00_dot_42_bar__plus_00_dot_43)
        (receptacleType Cabinet_bar__minus_02_dot_29_bar__plus_00_dot_39_bar__plus_00_dot_42 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_29_bar__plus_00_dot_39_bar__plus_00_dot_42 loc_bar__minus_6_bar__minus_2_bar_0_bar_30)
        (openable Cabinet_bar__minus_02_dot_29_bar__plus_00_dot_39_bar__plus_00_dot_42)
        (receptacleType Cabinet_bar__minus_02_dot_31_bar__plus_00_dot_42_bar__plus_00_dot_43 CabinetType)
        (receptacleAtLocation Cabinet_bar__minus_02_dot_31_bar__plus_00_dot_42_bar__plus_00_dot_43 loc_bar__minus_8_bar__minus_2_bar_0_bar_30)
        (openable Cabinet_bar__minus_02_dot_31_bar__plus_00_dot_42_bar__plus_00_dot_43)
        (receptacleType GarbageCan_bar__minus_02_dot_92_bar__plus_00_dot_00_bar__minus_01_dot_56 GarbageCanType)
        (receptacleAtLocation GarbageCan_bar__minus_02_dot_92_bar__plus_00_dot_00_bar__minus_01_dot_56 loc_bar__minus_9_bar__minus_2_bar_2_bar_30)
        (receptacleType Sink_bar__minus_01_dot_92_bar__plus_00_dot_93_bar__plus_00_dot_68_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_01_dot_92_bar__plus_00_dot_93_bar__plus_00_dot_68_bar_SinkBasin loc_bar__minus_7_bar_0_bar_0_bar_30)
        (receptacleType Sink_bar__minus_02_dot_68_bar__plus_00_dot_93_bar__plus_00_dot_68_bar_SinkBasin SinkBasinType)
        (receptacleAtLocation Sink_bar__minus_02_dot_68_bar__plus_00_dot_93_bar__plus_00_dot_68_bar_SinkBasin loc_bar__minus_10_bar_0_bar_0_bar_30)
        (receptacleType Toilet_bar__minus_01_dot_05_bar__plus_00_dot_00_bar__plus_00_dot_55 ToiletType)
        (receptacleAtLocation Toilet_bar__minus_01_dot_05_bar__plus_00_dot_00_bar__plus_00_dot_55 loc_bar__minus_2_bar_2_bar_3_bar_30)
        (canContain BathtubBasinType ClothType)
        (canContain BathtubBasinType SoapBarType)
        (canContain CabinetType ClothType)
        (canContain CabinetType SoapBarType)
        (canContain CabinetType SoapBottleType)
        (canContain CabinetType SprayBottleType)
        (canContain CabinetType ToiletPaperType)
        (canContain GarbageCanType ClothType)
        (canContain GarbageCanType SoapBarType)
        (canContain GarbageCanType SoapBottleType)
        (canContain GarbageCanType SprayBottleType)
        (canContain GarbageCanType ToiletPaperType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType ClothType)
        (canContain SinkBasinType KnifeType)
        (canContain SinkBasinType SoapBarType)
        (canContain ToiletType ClothType)
        (canContain ToiletType SoapBarType)
        (canContain ToiletType SoapBottleType)
        (canContain ToiletType SprayBottleType)
        (canContain ToiletType ToiletPaperType)
        (objectType ToiletPaper_bar__minus_01_dot_70_bar__plus_00_dot_67_bar__plus_01_dot_66 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__minus_01_dot_70_bar__plus_00_dot_67_bar__plus_01_dot_66 GarbageCan_bar__minus_02_dot_92_bar__plus_00_dot_00_bar__minus_01_dot_56)
        (objectAtLocation ToiletPaper_bar__minus_01_dot_70_bar__plus_00_dot_67_bar__plus_01_dot_66 loc_bar__minus_9_bar__minus_2_bar_2_bar_30)
        (pickupable ToiletPaper_bar__minus_01_dot_70_bar__plus_00_dot_67_bar__plus_01_dot_66)
        (objectType ToiletPaper_bar__minus_00_dot_04_bar__plus_00_dot_78_bar__minus_01_dot_69 ToiletPaperType)
        (inReceptacle ToiletPaper_bar__minus_00_dot_04_bar__plus_00_dot_78_bar__minus_01_dot_69 Cabinet_bar__minus_02_dot_31_bar__plus_00_dot_42_bar__plus_00_dot_43)
        (objectAtLocation ToiletPaper_bar__minus_00_dot_04_bar__plus_00_dot_78_bar__minus_01_dot_69 loc_bar__minus_8_bar__minus_2_bar_0_bar_30)
        (pickupable ToiletPaper_bar__minus_00_dot_04_bar__plus_00_dot_78_bar__minus_01_dot_69)
        (objectType Cloth_bar__plus_00_dot_42_bar__plus_00_dot_26_bar__minus_01_dot_46 ClothType)
        (inReceptacle Cloth_bar__plus_00_dot_42_bar__plus_00_dot_26_bar__minus_01_dot_46 Bathtub_bar__plus_00_dot_29_bar__plus_00_dot_29_bar__minus_00_dot_08_bar_BathtubBasin)
        (objectAtLocation Cloth_bar__plus_00_dot_42_bar__plus_00_dot_26_bar__minus_01_dot_46 loc_bar__minus_3_bar__minus_1_bar_1_bar_30)
        (pickupable Cloth_bar__plus_00_dot_42_bar__plus_00_dot_26_bar__minus_01_dot_46)
        (cleanable Cloth_bar__plus_00_dot_42_bar__plus_00_dot_26_bar__minus_01_dot_46)
        (objectType Cloth_bar__plus_00_dot_62_bar__plus_01_dot_28_bar__plus_02_dot_53 ClothType)
        (inReceptacle Cloth_bar__plus_00_dot_62_bar__plus_01_dot_28_bar__plus_02_dot_53 Cabinet_bar__minus_01_dot_50_bar__plus_00_dot_42_bar__plus_00_dot_43)
        (objectAtLocation Cloth_bar__plus_00_dot_62_bar__plus_01_dot_28_bar__plus_02_dot_53 loc_bar__minus_9_bar__minus_2_bar_0_bar_30)
        (pickupable Cloth_bar__plus_00_dot_62_bar__plus_01_dot_28_bar__plus_02_dot_53)
        (cleanable Cloth_bar__plus_00_dot_62_bar__plus_01_dot_28_bar__plus_02_dot_53)
        (objectType SoapBar_bar__plus_02_dot_82_bar__plus_00_dot_84_bar__plus_01_dot_14 SoapBarType)
        (inReceptacle SoapBar_bar__plus_02_dot_82_bar__plus_00_dot_84_bar__plus_01_dot_14 Cabinet_bar__minus_02_dot_29_bar__plus_00_dot_39_bar__plus_00_dot_42)
        (objectAtLocation SoapBar_bar__plus_02_dot_82_bar__plus_00_dot_84_bar__plus_01_dot_14 loc_bar__minus_6_bar__minus_2_bar_0_bar_30)
        (pickupable SoapBar_bar__plus_02_dot_82_bar__plus_00_dot_84_bar__plus_01_dot_14)
        (cleanable SoapBar_bar__plus_02_dot_82_bar__plus_00_dot_84_bar__plus_01_dot_14)
        (objectType SoapBottle_bar__plus_01_dot_08_bar__plus_00_dot_51_bar__plus_02_dot_30 SoapBottleType)
        (inReceptacle SoapBottle_bar__plus_01_dot_08_bar__plus_00_dot_51_bar__plus_02_dot_30 Cabinet_bar__minus_01_dot_50_bar__plus_00_dot_42_bar__plus_00_dot_43)
        (objectAtLocation SoapBottle_bar__plus_01_dot_08_bar__plus_00_dot_51_bar__plus_02_dot_30 loc_bar__minus_9_bar__minus_2_bar_0_bar_30)
        (pickupable SoapBottle_bar__plus_01_dot_08_bar__plus_00_dot_51_bar__plus_02_dot_30)
        (objectType SprayBottle_bar__minus_01_dot_17_bar__plus_00_dot_96_bar__plus_00_dot_47 SprayBottleType)
        (inReceptacle SprayBottle_bar__minus_01_dot_17_bar__plus_00_dot_96_bar__plus_00_dot_47 Cabinet_bar__minus_02_dot_31_bar__plus_00_dot_42_bar__plus_00_dot_43)
        (objectAtLocation SprayBottle_bar__minus_01_dot_17_bar__plus_00_dot_96_bar__plus_00_dot_47 loc_bar__minus_8_bar__minus_2_bar_0_bar_30)
        (pickupable SprayBottle_bar__minus_01_dot_17_bar__plus_00_dot_96_bar__plus_00_dot_47)
        (objectType SprayBottle_bar__plus_02_dot_72_bar__plus_00_dot_55_bar__plus_00_dot_85 SprayBottleType)
        (inReceptacle SprayBottle_bar__plus_02_dot_72_bar__plus_00_dot_55_bar__plus_00_dot_85 Toilet_bar__minus_01_dot_05_bar__plus_00_dot_00_bar__plus_00_dot_55)
        (objectAtLocation SprayBottle_bar__plus_02_dot_72_bar__plus_00_dot_55_bar__plus_00_dot_85 loc_bar__minus_2_bar_2_bar_3_bar_30)
        (pickupable SprayBottle_bar__plus_02_dot_72_bar__plus_00_dot_55_bar__plus_00_dot_85)
        )
(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o ToiletPaperType)
                            (receptacleType ?r ToiletType)
                        )
                    )
                )
            )
        )
    )
